import type { PostcodePlace } from '../../geography/service.ts';

export type { PostcodePlace };

/** A state and one of its cities (post towns), spelt as the data set spells them. */
export interface City {
  state: string;
  city: string;
}

/** One word of a text: Latin letters, a run of digits, or a single Chinese character. */
export interface Word {
  /** Lower case, for matching. */
  text: string;
  start: number;
  end: number;
  han: boolean;
  /** Only spaces, dots or hyphens since the word before: "W.P. Kuala" goes on, "Kuala,\nLumpur" does not. */
  joined: boolean;
}

/** A state or city name found in a text, over words `first`..`last` (inclusive). */
export interface PlaceName {
  first: number;
  last: number;
  start: number;
  end: number;
  /** The states the words name (empty when they name only a city). */
  states: readonly string[];
  /** The cities the words name (empty when they name only a state). */
  cities: readonly City[];
  /** 'Wilayah Persekutuan' and the like: says "a federal territory" without saying which. */
  weak: boolean;
  han: boolean;
}

/** What the smart input parser needs to know of Malaysian places. */
export interface PostcodeGeography {
  /** The places of a postcode in data-set order; empty when the postcode is unknown. */
  placesOf(postcode: string): readonly PostcodePlace[];
  /** Every state and city name (aliases included) in the words, longest match first, left to right. */
  findNames(words: readonly Word[]): PlaceName[];
}

const WORD = /\p{Script=Latin}+|\p{N}+|\p{Script=Han}/gu;
const HAN = /^\p{Script=Han}$/u;
const JOINING = /^[ \t.\-']*$/;

/** Splits a text into the words place names are matched on ("W.P." and "WP" both give w, p). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  let end = 0;
  for (const m of text.matchAll(WORD)) {
    const joined = out.length > 0 && JOINING.test(text.slice(end, m.index));
    end = m.index + m[0].length;
    out.push({ text: m[0].toLowerCase(), start: m.index, end, han: HAN.test(m[0]), joined });
  }
  return out;
}

/** State aliases as people write them: short forms, royal titles, old spellings, Chinese names. */
const STATE_ALIASES: Record<string, readonly string[]> = {
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
const TERRITORY_WORDS = ['Wilayah Persekutuan', 'WP', 'Wilayah'];

/** City aliases: short forms, other spellings, the Chinese names Malaysians write. Keys are data-set city names. */
const CITY_ALIASES: Record<string, readonly string[]> = {
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
const WORD_VARIANTS: Record<string, readonly string[]> = {
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

/** Every spelling of a name built from the variants of each word (a handful per name). */
function spellings(name: string): string[][] {
  let out: string[][] = [[]];
  for (const w of words(name)) {
    const options = [w.text, ...(WORD_VARIANTS[w.text] ?? [])];
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out;
}

interface Entry {
  states: Set<string>;
  cities: City[];
  weak: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: Entry;
}

/** Builds the lookup once: a postcode index and a word trie of every state and city name. */
export function buildGeography(places: readonly PostcodePlace[]): PostcodeGeography {
  const byPostcode = new Map<string, PostcodePlace[]>();
  const cities = new Map<string, City>();
  for (const p of places) {
    const list = byPostcode.get(p.postcode);
    if (list) list.push(p);
    else byPostcode.set(p.postcode, [p]);
    cities.set(`${p.state}/${p.city}`, { state: p.state, city: p.city });
  }

  const root: TrieNode = { next: new Map() };
  const entryFor = (tokens: readonly string[]): Entry => {
    let node = root;
    for (const t of tokens) {
      let child = node.next.get(t);
      if (!child) {
        child = { next: new Map() };
        node.next.set(t, child);
      }
      node = child;
    }
    node.entry ??= { states: new Set(), cities: [], weak: false };
    return node.entry;
  };
  const addCity = (name: string, city: City) => {
    for (const tokens of spellings(name)) {
      const entry = entryFor(tokens);
      if (!entry.cities.some((c) => c.state === city.state && c.city === city.city)) entry.cities.push(city);
    }
  };
  const addState = (name: string, state: string) => {
    for (const tokens of spellings(name)) entryFor(tokens).states.add(state);
  };

  const states = new Set(places.map((p) => p.state));
  for (const state of states) {
    addState(state, state);
    for (const alias of STATE_ALIASES[state] ?? []) {
      addState(alias, state);
      // 柔佛州, 雪兰莪州: Chinese writes "state" after the name.
      if (HAN.test(alias[0] ?? '')) addState(`${alias}州`, state);
    }
  }
  for (const name of TERRITORY_WORDS) {
    const entry = entryFor(words(name).map((w) => w.text));
    entry.weak = true;
    for (const s of states) if (s.startsWith('W.P.')) entry.states.add(s);
  }
  for (const city of cities.values()) addCity(city.city, city);
  for (const [key, aliases] of Object.entries(CITY_ALIASES)) {
    const city = cities.get(key);
    if (!city) continue;
    for (const alias of aliases) {
      addCity(alias, city);
      if (HAN.test(alias[0] ?? '')) addCity(`${alias}市`, city);
    }
  }

  return {
    placesOf: (postcode) => byPostcode.get(postcode) ?? [],
    findNames(ws) {
      const found: PlaceName[] = [];
      let i = 0;
      while (i < ws.length) {
        let node: TrieNode | undefined = root;
        let best: { last: number; entry: Entry } | undefined;
        for (let j = i; j < ws.length && node; j++) {
          const w = ws[j] as Word;
          if (j > i && !w.joined) break;
          node = node.next.get(w.text);
          if (node?.entry) best = { last: j, entry: node.entry };
        }
        if (!best) {
          i++;
          continue;
        }
        const first = ws[i] as Word;
        const last = ws[best.last] as Word;
        found.push({
          first: i,
          last: best.last,
          start: first.start,
          end: last.end,
          states: [...best.entry.states],
          cities: best.entry.cities,
          weak: best.entry.weak,
          han: first.han,
        });
        i = best.last + 1;
      }
      return found;
    },
  };
}
