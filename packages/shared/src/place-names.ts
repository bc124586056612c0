/**
 * How Malaysians write their states and towns beside the region data's spelling: short forms, old
 * spellings, royal titles, Chinese names, and the word variants of place names. One table for every
 * reader of a written place: smart paste (apps/server/.../smart-input/geography.ts) and the bulk
 * import's town check (written-place.ts), so "JB" or "George Town" reads the same everywhere.
 */

/** State aliases as people write them: short forms, royal titles, old spellings, Chinese names. */
export const STATE_ALIASES: Record<string, readonly string[]> = {
  Johor: ['Johore', 'Johor Darul Takzim', "Johor Darul Ta'zim", 'JHR', '柔佛'],
  Kedah: ['Kedah Darul Aman', 'KDH', '吉打'],
  Kelantan: ['Kelantan Darul Naim', 'KTN', 'Kel', '吉兰丹', '吉蘭丹'],
  Melaka: ['Malacca', 'Melaka Bandaraya Bersejarah', 'MLK', '马六甲', '馬六甲', '甲州'],
  'Negeri Sembilan': [
    'Negri Sembilan',
    'N Sembilan',
    'NS',
    'N9',
    'NSembilan',
    'N S',
    'Negeri Sembilan Darul Khusus',
    '森美兰',
    '森美蘭',
    '森州',
  ],
  Pahang: ['Pahang Darul Makmur', 'PHG', '彭亨'],
  'Pulau Pinang': ['Penang', 'P Pinang', 'PPinang', 'Pulau Pinang', '槟城', '檳城', '槟州', '檳州', '槟榔屿', '檳榔嶼'],
  Perak: ['Perak Darul Ridzuan', 'PRK', '霹雳', '霹靂', '霹州'],
  Perlis: ['Perlis Indera Kayangan', 'PLS', '玻璃市'],
  Sabah: ['Negeri Sabah', '沙巴'],
  Sarawak: ['Bumi Kenyalang', '砂拉越', '砂劳越', '砂勞越', '砂州'],
  Selangor: ['Selangor Darul Ehsan', 'SGR', 'Sel', '雪兰莪', '雪蘭莪', '雪州'],
  Terengganu: ['Trengganu', 'Terengganu Darul Iman', 'TRG', 'Tganu', "T'ganu", '登嘉楼', '登嘉樓', '丁加奴'],
  'W.P. Kuala Lumpur': [
    'WP Kuala Lumpur',
    'Wilayah Persekutuan Kuala Lumpur',
    'Federal Territory of Kuala Lumpur',
    'Kuala Lumpur',
    'KL',
    'WPKL',
    '吉隆坡',
  ],
  'W.P. Labuan': ['WP Labuan', 'Wilayah Persekutuan Labuan', 'Labuan', '纳闽', '納閩'],
  'W.P. Putrajaya': ['WP Putrajaya', 'Wilayah Persekutuan Putrajaya', 'Putrajaya', '布城', '布特拉再也'],
};

/** Names of a federal territory that do not say which one. */
export const TERRITORY_WORDS = ['Wilayah Persekutuan', 'WP', 'Wilayah'];

/** City aliases: short forms, other spellings, the Chinese names Malaysians write. Keys are data-set city names. */
export const CITY_ALIASES: Record<string, readonly string[]> = {
  // A federal territory's name is its town's name too.
  'W.P. Kuala Lumpur/Kuala Lumpur': ['KL', 'W.P. Kuala Lumpur', 'WP Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur', '吉隆坡'],
  'W.P. Labuan/Labuan': ['W.P. Labuan', 'WP Labuan', 'Wilayah Persekutuan Labuan', '纳闽', '納閩'],
  'W.P. Putrajaya/Putrajaya': ['W.P. Putrajaya', 'WP Putrajaya', 'Wilayah Persekutuan Putrajaya', '布城'],
  'Johor/Johor Bahru': ['JB', 'Johor Baharu', 'Johore Bahru', '新山'],
  'Johor/Iskandar Puteri': ['Nusajaya', '依斯干达公主城'],
  'Johor/Muar': ['麻坡'],
  'Johor/Batu Pahat': ['峇株巴辖', '峇株巴轄', '巴株巴辖'],
  'Johor/Kluang': ['居銮', '居鑾'],
  'Johor/Segamat': ['昔加末'],
  'Johor/Kulai': ['Kulaijaya', '古来'],
  'Johor/Kota Tinggi': ['哥打丁宜'],
  'Selangor/Petaling Jaya': ['PJ', '八打灵再也', '八打灵'],
  'Selangor/Shah Alam': ['莎阿南'],
  'Selangor/Klang': ['Kelang', '巴生'],
  'Selangor/Pelabuhan Klang': ['Port Klang', '巴生港口'],
  'Selangor/Subang Jaya': ['梳邦再也'],
  'Selangor/Puchong': ['蒲种'],
  'Selangor/Kajang': ['加影'],
  'Selangor/Rawang': ['万挠', '萬撓'],
  'Selangor/Semenyih': ['士毛月'],
  'Selangor/Seri Kembangan': ['沙登'],
  'Selangor/Cheras': ['蕉赖'],
  'Selangor/Kuala Kubu Baru': ['Kuala Kubu Bharu', 'KKB'],
  'Pulau Pinang/Pulau Pinang': ['Penang', 'George Town', 'Georgetown', 'P Pinang', '乔治市', '喬治市', '槟城', '檳城'],
  'Pulau Pinang/Butterworth': ['北海'],
  'Pulau Pinang/Bukit Mertajam': ['BM', '大山脚'],
  'Pulau Pinang/Ayer Itam': ['亚依淡'],
  'Pulau Pinang/Bayan Lepas': ['峇六拜'],
  'Perak/Ipoh': ['怡保'],
  'Perak/Taiping': ['太平'],
  'Perak/Kampar': ['金宝'],
  'Perak/Teluk Intan': ['安顺'],
  'Perak/Sitiawan': ['实兆远', '實兆遠'],
  'Perak/Gerik': ['Grik'],
  'Perak/Bagan Datoh': ['Bagan Datuk'],
  'Kedah/Alor Setar': ['Alor Star', '亚罗士打', '亞羅士打'],
  'Kedah/Sungai Petani': ['双溪大年', '雙溪大年'],
  'Kedah/Kulim': ['居林'],
  'Kedah/Langkawi': ['浮罗交怡'],
  'Kelantan/Kota Bharu': ['Kota Baru', 'Kota Bahru', '哥打巴鲁', '哥打峇鲁'],
  'Terengganu/Kuala Terengganu': ['瓜拉登嘉楼'],
  'Pahang/Kuantan': ['关丹', '關丹'],
  'Pahang/Bentong': ['文冬'],
  'Pahang/Temerloh': ['淡马鲁'],
  'Pahang/Genting Highlands': ['云顶', '雲頂'],
  'Negeri Sembilan/Seremban': ['芙蓉'],
  'Negeri Sembilan/Port Dickson': ['PD', '波德申'],
  'Melaka/Melaka': ['Malacca', '马六甲', '馬六甲'],
  'Sabah/Kota Kinabalu': ['KK', '亚庇', '亞庇'],
  'Sabah/Sandakan': ['山打根'],
  'Sabah/Tawau': ['斗湖'],
  'Sarawak/Kuching': ['古晋', '古晉'],
  'Sarawak/Sibu': ['诗巫', '詩巫'],
  'Sarawak/Miri': ['美里'],
  'Sarawak/Bintulu': ['民都鲁', '民都魯'],
};

/** Spelling pairs Malaysians use interchangeably in place names ("Sg. Petani", "Tanjung Malim", "Air Itam"). */
export const WORD_VARIANTS: Record<string, readonly string[]> = {
  sungai: ['sg', 'sungei'],
  tanjong: ['tanjung', 'tg'],
  tanjung: ['tanjong', 'tg'],
  teluk: ['telok'],
  telok: ['teluk'],
  ayer: ['air'],
  kampung: ['kg', 'kampong'],
  bukit: ['bkt'],
  seri: ['sri'],
  bandar: ['bdr'],
  kuala: ['k'],
  pulau: ['p'],
  baharu: ['bahru', 'baru'],
  bahru: ['baharu', 'baru'],
};

/**
 * Parts of a post town that carry another post town's name: "Taman Connaught, 56000 Cheras" is in
 * Kuala Lumpur although Cheras (43200) is a post town of Selangor. Keys are data-set city names.
 */
export const LOCALITIES: Record<string, readonly string[]> = {
  'W.P. Kuala Lumpur/Kuala Lumpur': [
    'Cheras',
    'Ampang',
    'Kepong',
    'Setapak',
    'Sentul',
    'Bangsar',
    'Segambut',
    'Wangsa Maju',
    'Sri Petaling',
  ],
};

/**
 * A town written beside a postcode of the same state whose own postcodes lie this close is a
 * neighbour or the mukim around it ("Cheras" beside Kajang's 43000, "Bangi" beside 43650); one
 * farther off ("Muar" beside Johor Bahru's 80000) says the postcode or the town is wrong.
 */
export const NEAR_POSTCODE_SPAN = 1000;
