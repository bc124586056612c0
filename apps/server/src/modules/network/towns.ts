/**
 * Where Malaysian towns are, for measuring "nearest" from a postcode or a town typed (the region data
 * has no coordinates). Every town with a site of the network is here, with other district towns a
 * shipper may search from; a town not here is measured from its state's capital (the anchor then
 * says it is approximate). Town and state as the region data spells them (a test checks each);
 * latitude and longitude of the town centre, to about a kilometre.
 */
export interface TownCentre {
  state: string;
  city: string;
  latitude: number;
  longitude: number;
  /** The state's capital: where a town of the state not listed is measured from. */
  capital?: true;
}

const town = (state: string, city: string, latitude: number, longitude: number, capital?: true): TownCentre =>
  capital ? { state, city, latitude, longitude, capital } : { state, city, latitude, longitude };

export const TOWN_CENTRES: readonly TownCentre[] = [
  town('W.P. Kuala Lumpur', 'Kuala Lumpur', 3.139, 101.6869, true),
  town('W.P. Kuala Lumpur', 'Setapak', 3.201, 101.715),
  town('W.P. Putrajaya', 'Putrajaya', 2.9264, 101.6964, true),
  town('Selangor', 'Shah Alam', 3.0733, 101.5185, true),
  town('Selangor', 'Subang Jaya', 3.0565, 101.5851),
  town('Selangor', 'Petaling Jaya', 3.1073, 101.6067),
  town('Selangor', 'Klang', 3.0449, 101.4455),
  town('Selangor', 'Pelabuhan Klang', 3.0, 101.392),
  town('Selangor', 'Kajang', 2.9935, 101.7874),
  town('Selangor', 'Puchong', 3.0325, 101.617),
  town('Selangor', 'Seri Kembangan', 3.023, 101.707),
  town('Selangor', 'Cyberjaya', 2.9213, 101.6559),
  town('Selangor', 'Bandar Baru Bangi', 2.962, 101.76),
  town('Selangor', 'Ampang', 3.149, 101.763),
  town('Selangor', 'Rawang', 3.321, 101.576),
  town('Selangor', 'Sungai Buloh', 3.206, 101.58),
  town('Selangor', 'Kuala Selangor', 3.34, 101.25),
  town('Selangor', 'Banting', 2.811, 101.502),
  town('Pulau Pinang', 'Pulau Pinang', 5.4141, 100.3288, true),
  town('Pulau Pinang', 'Butterworth', 5.3992, 100.3639),
  town('Pulau Pinang', 'Bayan Lepas', 5.294, 100.259),
  town('Pulau Pinang', 'Bukit Mertajam', 5.363, 100.46),
  town('Kedah', 'Alor Setar', 6.1248, 100.3678, true),
  town('Kedah', 'Sungai Petani', 5.647, 100.487),
  town('Kedah', 'Kulim', 5.365, 100.561),
  town('Kedah', 'Langkawi', 6.32, 99.85),
  town('Kedah', 'Jitra', 6.268, 100.422),
  town('Perlis', 'Kangar', 6.4414, 100.1986, true),
  town('Perlis', 'Arau', 6.429, 100.27),
  town('Perak', 'Ipoh', 4.5975, 101.0901, true),
  town('Perak', 'Taiping', 4.851, 100.74),
  town('Perak', 'Teluk Intan', 4.025, 101.021),
  town('Perak', 'Sitiawan', 4.216, 100.699),
  town('Perak', 'Lumut', 4.232, 100.629),
  town('Perak', 'Kampar', 4.305, 101.153),
  town('Perak', 'Kuala Kangsar', 4.773, 100.941),
  town('Perak', 'Parit Buntar', 5.126, 100.493),
  town('Negeri Sembilan', 'Seremban', 2.7259, 101.9378, true),
  town('Negeri Sembilan', 'Nilai', 2.818, 101.797),
  town('Negeri Sembilan', 'Port Dickson', 2.522, 101.796),
  town('Melaka', 'Melaka', 2.1896, 102.2501, true),
  town('Melaka', 'Alor Gajah', 2.38, 102.208),
  town('Johor', 'Johor Bahru', 1.4927, 103.7414, true),
  town('Johor', 'Batu Pahat', 1.8548, 102.9325),
  town('Johor', 'Kluang', 2.0305, 103.3185),
  town('Johor', 'Muar', 2.0442, 102.5689),
  town('Johor', 'Kulai', 1.659, 103.6),
  town('Johor', 'Pasir Gudang', 1.47, 103.903),
  town('Johor', 'Segamat', 2.514, 102.815),
  town('Johor', 'Kota Tinggi', 1.738, 103.899),
  town('Johor', 'Mersing', 2.431, 103.84),
  town('Johor', 'Tangkak', 2.267, 102.545),
  town('Kelantan', 'Kota Bharu', 6.1254, 102.2381, true),
  town('Kelantan', 'Pasir Mas', 6.049, 102.139),
  town('Kelantan', 'Gua Musang', 4.88, 101.968),
  town('Terengganu', 'Kuala Terengganu', 5.3296, 103.137, true),
  town('Terengganu', 'Cukai', 4.233, 103.418),
  town('Terengganu', 'Dungun', 4.757, 103.416),
  town('Terengganu', 'Marang', 5.206, 103.205),
  town('Pahang', 'Kuantan', 3.8077, 103.326, true),
  town('Pahang', 'Temerloh', 3.45, 102.417),
  town('Pahang', 'Bentong', 3.522, 101.908),
  town('Pahang', 'Raub', 3.793, 101.857),
  town('Pahang', 'Tanah Rata', 4.472, 101.377),
  town('Pahang', 'Pekan', 3.492, 103.39),
  town('Pahang', 'Jerantut', 3.936, 102.362),
  town('Pahang', 'Kuala Lipis', 4.184, 102.042),
  town('Sabah', 'Kota Kinabalu', 5.9804, 116.0735, true),
  town('Sabah', 'Sandakan', 5.8394, 118.1172),
  town('Sabah', 'Tawau', 4.2448, 117.8912),
  town('Sabah', 'Penampang', 5.917, 116.111),
  town('Sabah', 'Lahad Datu', 5.027, 118.327),
  town('Sabah', 'Kudat', 6.883, 116.847),
  town('Sabah', 'Keningau', 5.338, 116.159),
  town('Sabah', 'Semporna', 4.479, 118.611),
  town('Sabah', 'Ranau', 5.954, 116.664),
  town('W.P. Labuan', 'Labuan', 5.2831, 115.2308, true),
  town('Sarawak', 'Kuching', 1.5533, 110.3592, true),
  town('Sarawak', 'Sibu', 2.287, 111.8305),
  town('Sarawak', 'Bintulu', 3.17, 113.03),
  town('Sarawak', 'Miri', 4.3995, 113.9914),
  town('Sarawak', 'Kota Samarahan', 1.461, 110.424),
  town('Sarawak', 'Sri Aman', 1.237, 111.462),
  town('Sarawak', 'Kapit', 2.018, 112.933),
  town('Sarawak', 'Limbang', 4.75, 115.0),
  town('Sarawak', 'Sarikei', 2.125, 111.519),
  town('Sarawak', 'Mukah', 2.898, 112.092),
];

const key = (state: string, city: string) => `${state.toLowerCase()}|${city.toLowerCase()}`;
const byPlace = new Map(TOWN_CENTRES.map((t) => [key(t.state, t.city), t]));
const capitals = new Map(TOWN_CENTRES.filter((t) => t.capital).map((t) => [t.state.toLowerCase(), t]));

/** The centre of a town, or of its state's capital when the town is not listed (approximate). */
export function townCentre(state: string, city: string): { town: TownCentre; approximate: boolean } | null {
  const exact = byPlace.get(key(state, city));
  if (exact) return { town: exact, approximate: false };
  const capital = capitals.get(state.toLowerCase());
  return capital ? { town: capital, approximate: true } : null;
}

/** A town typed by name ('kuching', 'Johor Bahru'): the listed town of that name, else the first that starts so. */
export function townNamed(name: string): TownCentre | null {
  const word = name.trim().toLowerCase();
  if (!word) return null;
  return TOWN_CENTRES.find((t) => t.city.toLowerCase() === word) ?? TOWN_CENTRES.find((t) => t.city.toLowerCase().startsWith(word)) ?? null;
}
