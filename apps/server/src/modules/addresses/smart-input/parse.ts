import { type PlaceName, type PostcodeGeography, type PostcodePlace, type Word, words } from './geography.ts';

/** What `getSmartInput.do` fills in; an empty string is a field not found. */
export interface SmartAddress {
  name: string;
  /** Malaysian numbers in the domestic form ('0123456789'); others as '+' and digits. */
  phone: string;
  postcode: string;
  /** The state, as the data set spells it. */
  prov: string;
  /** The city (post town), as the data set spells it. */
  city: string;
  /** The rest: street, unit, building, locality. */
  address: string;
}

/** `lead`: "Send to:", "Hantar ke:" (a name or an address may follow). */
type LabelKind = 'name' | 'phone' | 'address' | 'lead' | 'postcode' | 'city' | 'state' | 'country';

interface Span {
  start: number;
  end: number;
}

interface Label extends Span {
  kind: LabelKind;
}

interface Phone extends Span {
  value: string;
  malaysian: boolean;
}

interface Mention extends PlaceName {
  /** "Jalan Perak", "Taman Melaka Raya", "Seremban 2": a street or locality named after the place. */
  blocked: boolean;
}

interface Piece extends Span {
  text: string;
  scope: LabelKind | undefined;
  /** The first piece after its label (a labelled name's value). */
  scopeFirst: boolean;
  /** Led in by a word that says a name follows ("Nama Azrul", "Penerima Hassan"). */
  named?: boolean;
  /** Ended by a colon that is no label's ("pls send to my mum:", "Kuantan: No 3 …"). */
  colon?: boolean;
}

// Words that qualify a label in exports and forms: "Billing Name", "Shipping Address", "Receiver Phone", "Contact person".
const LABEL_QUALIFIER =
  '(?:billing|shipping|delivery|recipient|receiver|buyer|customer|consignee|contact|full|home|office|postal|mailing)\\s+';

// "DID: 03-…", "Fax 03-…", "(H) 07-…", "(O) 03-…": which line a number is; only before a number, since "did" is a word too.
const PHONE_KIND = '(?:did|direct(?: line)?|fax|faks|\\(\\p{L}{1,2}\\))(?=\\s*:?\\s*[+(]?(?:6?0|\\+)\\d)';

// Labels people type before a value. Longer forms first so "Shipping Address:" wins over "Address:".
const LATIN_LABELS: Record<LabelKind, string> = {
  name: `${LABEL_QUALIFIER}(?:name|person)|contact person|person in charge|pic|nama (?:penerima|penuh|pelanggan|pembeli)|(?:nama|name)(?: saya| is)?|my name(?: is)?|recipient|receiver|buyer|penerima|consignee|attn|attention|u/p|up|kepada|kpd|to`,
  phone: `${LABEL_QUALIFIER}(?:phone|tel|mobile|no)|contact number|contact no|phone number|mobile number|mobile no|(?:no\\.?|nombor|number) ?(?:tel(?:efon)?|hp|phone|fon)(?: saya)?|nombor saya|my (?:no|number|phone|hp|contact)|telefon|tel|phone|mobile|handphone|hp|h/p|contact|whatsapp|wasap|wa|call|sms|no(?=\\s*:\\s*[+(]?(?:6?0|\\+)\\d)|[tmh](?=\\s*:\\s*[+(]?(?:6?0|\\+)\\d)|${PHONE_KIND}`,
  address: `${LABEL_QUALIFIER}(?:address|addr)|company(?: name)?|nama syarikat|syarikat|organi[sz]ation|alamat (?:penghantaran|penuh|rumah|pejabat|pos|surat|kediaman|terkini)|(?:alamat|address)(?: saya)?|my address|addr|add`,
  lead: '(?:ship(?:ping)?|deliver(?:ing)?|send(?:ing)?|post(?:ing)?|mail(?:ing)?|courier)(?: (?:it|this|these|them|(?:the|my|our) \\p{L}+))? to|(?:hantar|hntr|pos|kirim|poskan|hantarkan) (?:ke|kepada|kat|kpd)',
  postcode: 'poskod|postcode|post code|postal code|zip code|zip',
  city: 'bandar|city|town',
  state: 'negeri|state',
  country: 'negara|country',
};
const HAN_LABELS: Record<LabelKind, string> = {
  name: '收件人姓名|收货人姓名|收貨人姓名|收件人|收货人|收貨人|联系人|聯繫人|聯絡人|姓名|名字|收件者',
  phone: '联系电话|聯繫電話|联络电话|联系方式|聯繫方式|联络方式|手机号码|手机号|电话号码|电话|電話|手机|手機',
  address: '收货地址|收貨地址|收件地址|详细地址|詳細地址|地址',
  lead: '寄件给|寄件給|寄给|寄給|寄到|送到|发给|發給',
  postcode: '邮政编码|邮编|郵編',
  city: '城市',
  state: '州属|州屬',
  country: '国家|國家',
};

const PHONE_OWNER = 'saya|sy|mak|emak|ibu|ayah|abah|bapa|suami|isteri|anak|adik|abang|kakak|rumah|pejabat|office|mum|mom|dad';

/** Phone and postcode labels are often written without a colon ("Tel 012…", "HP 019…"). */
const COLON_OPTIONAL: ReadonlySet<LabelKind> = new Set(['phone', 'postcode']);

const LABEL_RULES: { kind: LabelKind; re: RegExp }[] = (Object.keys(LATIN_LABELS) as LabelKind[]).flatMap((kind) => {
  const alts = LATIN_LABELS[kind];
  // "Name: …", "Name - …", and for phones and postcodes no mark at all ("Tel 012…").
  const mark = '(?:\\s*:|\\s+[-–]\\s+)';
  const tail = COLON_OPTIONAL.has(kind) ? `(?:${mark}|(?=\\s*[+(]?\\d))` : mark;
  // "No tel mak 09-…", "HP suami: 012…": whose number it is goes with the label.
  const whose = kind === 'phone' ? `(?:\\s+(?:${PHONE_OWNER}))?` : '';
  return [
    // "Tel/WhatsApp:", "Tel (Pej):", "H/P:", "(tel)".
    {
      kind,
      re: new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${alts})\\.?(?:\\s*/\\s*(?:${alts})\\.?)*${whose}(?:\\s*\\([\\p{L}/ ]{1,8}\\)|\\))?${tail}\\s*`,
        'giu',
      ),
    },
    { kind, re: new RegExp(`(?:${HAN_LABELS[kind]})\\s*:?\\s*`, 'gu') },
  ];
});

/** Words that never start a person's name but do start an address ("Ali bin Abu No 12 Jalan …"). */
const ADDRESS_START = new Set(
  (
    'no lot pt unit blok block blk jalan jln jl lorong lrg persiaran psn lebuh lebuhraya lintang lengkok laluan solok changkat ' +
    'lingkaran taman tmn kampung kampong kg kpg pangsapuri kondominium residensi menara wisma plaza kompleks bangunan tingkat ' +
    'level aras floor batu km mile felda desa bandar seksyen section rumah flat pusat kawasan presint precinct kuarters quarters ' +
    'apartment ppr'
  ).split(' '),
);

/** Words of streets and buildings: a piece holding one is address, not a name. */
const ADDRESS_WORDS = new Set([
  ...ADDRESS_START,
  ...(
    'apartments apt condominium condo residence residences residency heights court park villa villas tower towers garden ' +
    'gardens avenue street road lane drive mall square centre center complex building industrial industri perindustrian ' +
    'estate ladang hospital sekolah school universiti university kolej college masjid surau hotel fasa phase sentral mukim ' +
    'daerah kota pulau tanjung tanjong teluk telok parit pekan bandaraya sungai sg bukit bkt kuala simpang medan dataran ' +
    'jambatan off ward wad'
  ).split(' '),
]);

/** A word before a place name that makes it part of a street or locality name. */
const BEFORE_PLACE = new Set(
  (
    'jalan jln jl lorong lrg persiaran psn lebuh lebuhraya lintang lengkok laluan solok changkat lingkaran taman tmn kampung ' +
    'kampong kg kpg medan desa bandar bdr pusat menara wisma plaza kompleks hospital universiti sekolah masjid stesen ' +
    'pangsapuri kondominium residensi pulau sungai sg bukit bkt baru bahru baharu seri sri felda ladang kolej perindustrian'
  ).split(' '),
);

/** A word after a place name that makes it a locality ("Puchong Jaya", "Ipoh Garden", "Kulim Hi-Tech"). */
const AFTER_PLACE = new Set(
  (
    'jaya utama perdana indah baru bahru baharu permai damai barat timur utara selatan tengah hilir hulu ulu road street ' +
    'avenue lane garden gardens heights city centre center sentral mall industrial hi hitech raya square point bestari'
  ).split(' '),
);

/** Words that lead into the address or name ("Penghantaran kepada Ah Hock", "tolong hantar ke …"): dropped from the front. */
const LEAD_IN = new Set(
  (
    'penghantaran kepada kpd untuk buat hantar ke kat send ship post pos kirim deliver delivery to for pls plz please tolong sila ' +
    'penerima recipient receiver attn attention up u/p nama name my is saya sy alamat address'
  ).split(' '),
);

/** Lead-in words that say a name follows ("Nama Azrul", "Penerima Hassan bin Yaakob", "Hantar kepada Encik Zainal"). */
const NAME_LEAD_IN = new Set('kepada kpd untuk penerima recipient receiver attn attention up u/p nama name'.split(' '));

/** Courtesies around a pasted address ("Hi boss, ni alamat saya ya", "pls post to my office ya", "TQ"): a piece of only these goes. */
const COURTESY = new Set([
  ...LEAD_IN,
  ...(
    'hi hello hai helo halo hey hye dear seller boss bos bossku sis bro kak kakak abang abg bang adik dik min admin team all ' +
    'there everyone guys semua sir mdm salam assalamualaikum ' +
    'waalaikumsalam selamat pagi petang malam good morning afternoon evening puan encik cik tuan madam ' +
    'alamat ni ini tu itu ya yaa ye yer yea je ok okay terima kasih banyak makasih tq tqvm tqsm ty tysm thx thanks thank you u ' +
    'saya sy aku kami kita me i our your punya mak emak mum mom mama ibu ayah abah dad papa bapa brother sister family ' +
    'friend kawan sini sana berikut following below bawah here the this are details info maklumat butiran nak mau mahu ' +
    'want boleh can could anak suami isteri wife husband a lot very much so in advance atau or kindly mohon tlg harap ' +
    'nk trima byk byk2 bnyk noted cheers regards rgds best sincerely buyer'
  ).split(' '),
]);

/**
 * Words of chat that are neither a name nor an address ("BTW can you wrap it properly", "Sy nak guna minggu depan",
 * "meetup cannot, pls mail"): a piece of mostly these, with courtesies, goes.
 */
const CHAT_WORDS = new Set(
  (
    "a an the is am are was were be been it its it's that these those he she they we us them do does did done have has had " +
    "not yes if then than but and of with by from at on as about cannot can't don't dont will would should shall may might " +
    'must just only also too really still already available possible properly btw lah la lh tak tidak x nak nk mau dah sudah ' +
    'belum lagi lg pun dengan dgn sebab kerana sbb kalau klu kalo bila nanti esok lusa semalam hari minggu bulan depan ' +
    'next week today tomorrow tmr tonight yg yang ada tiada takde jangan jgn guna pakai dia dorang korang awak ' +
    'send ship post mail pos hantar kirim deliver meetup cod transfer paid bayar wrap bungkus gift hadiah birthday ' +
    'deal noted received terima get got need needs urgent asap cepat segera'
  ).split(' '),
);

/** Email sign-offs: what follows them is the sender's signature. */
const SIGN_OFF = /^(?:(?:best|kind|warm|warmest)\s+)?(?:regards|rgds)|^(?:yours\s+)?(?:sincerely|faithfully|truly)$|^best wishes$/i;

/** Instructions for the courier ("pls call b4 deliver", "tinggal kat pondok guard"): not part of the address. */
const DELIVERY_NOTE =
  /(?<![\p{L}])(?:call|calls|telefon|call me|whatsapp|wasap|ws|text|sms|hubungi|contact)(?![\p{L}]).*(?<![\p{L}])(?:before|b4|sebelum|dulu|first|upon|when|bila|if|kalau)(?![\p{L}])|(?<![\p{L}])(?:leave|tinggal|letak|taruh|drop|serah)(?![\p{L}]).*(?<![\p{L}])(?:guard|gate|pagar|pintu|door|pondok|security|jiran|neighbou?r|reception|lobby|mailbox|peti)(?![\p{L}])/iu;

/** "nak order 2 helai", "want to buy 1 set": the order, not the address. */
const ORDER_WORDS = new Set('order beli buy pesan tempah purchase take ambil'.split(' '));

/** "I'd like to order", "sy nak 3 botol": words of wanting before the order (with courtesies such as "nak", "want"). */
const WANT_WORDS = new Set("like would wanna i'd i’d id i'm im hendak hndk need".split(' '));

/** "3 botol", "2 helai", "1 kotak": a quantity of goods; none of these is a street word ("Kg", "Unit" are not here). */
const ORDER_UNITS = new Set(
  (
    'botol helai pasang kotak pek paket bungkus biji keping tin balang pcs pc piece pieces set sets box boxes bottle bottles ' +
    'pack packs packet packets pair pairs dozen ekor kilo'
  ).split(' '),
);

/** Abbreviations whose dot does not end a sentence ("No. 5", "Kg. Baru", "Mohd. Rizal"). */
const ABBREVIATIONS = new Set(
  (
    'kpg jln lrg tmn bkt bdr psn sek mohd muhd abd hjh mrs sdn bhd lot prof sdr sdri dato datin ' +
    'no kg jl sg bt hj pn en tn dr mr ms st lt co ir ts sr jal kam ptg blk apt kol kapt ust ustz tg tgk yb ybhg dept capt'
  ).split(' '),
);

/** Words that mark a person's name: patronymics and honorifics. */
const NAME_MARKERS = new Set(
  'bin binti bt b a/l a/p s/o d/o anak encik en puan pn cik tuan mr mrs ms miss madam dr hj hjh haji hajjah dato datuk datin tan sri'.split(
    ' ',
  ),
);

/** Words before a 5-digit number that make it a lot or house number, not a postcode. */
const NOT_POSTCODE_BEFORE = new Set('lot pt no unit blok block batu km hs hsd geran grn tb'.split(' '));

const COUNTRY = /^(?:malaysia|my|马来西亚|馬來西亞)$/i;
const HAN_ADDRESS_CHARS = /[路街道巷号號楼樓层層室座栋棟区區镇鎮村园園城市州省屋苑厦廈场場寓]/u;
const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
const NAME_TOKEN = /^[([]?[\p{L}\p{M}][\p{L}\p{M}'’.\-/@&]*[)\]]?$/u;
// A colon after a word that is no label ends a piece too: "Kuantan: No 3, …", "pls send to my brother: Jefry …".
// A dot after a word ends a sentence ("… Heights. Hazlina", "… ni ye. ali bin ahmad"), unless the word is an abbreviation;
// a word of two letters only when not written like a title ("Dr.", "Ir.", "Ts.").
const PIECE_SEPARATOR =
  /\n|[,;|]|\s+[/\-–—]+\s+|(?<=[?!])\s+|(?<=[\p{L}\p{M})])\s*:\s+|(?<=(?<![\p{L}])(\p{L}{3,}|\p{Ll}{2}|\p{Lu}{2}))\.[ \t]+(?=\p{L})/gu;
const PLACE_GAP = /^[\s,.;:\-–—/()]*$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\u20E3/gu;

/**
 * Order details, notes and courier remarks ("Order ID: …", "Remarks: call before delivery", "COD RM45", "备注：…"):
 * from such a word at the start of a line or field to the end of it. They are not part of the address.
 */
const ORDER_LINE =
  /(?<=^|[\n|])[ \t]*(?:(?:shopee|lazada|tiktok(?: shop)?|new|your|my)\s+order|order(?:\s*(?:id|no\.?|number|#))?|(?:shipping|delivery|payment)\s+(?:method|option|fee)|saiz|size|warna|colou?r|variation|variasi|tracking(?:\s*(?:no\.?|number))?|remarks?|notes?|nota|catatan|items?|products?|produk|qty|quantity|kuantiti|payment|bayaran|cod|total|jumlah|courier|kurier|订单号|订单编号|訂單編號|备注|備註|商品|数量|數量)(?![\p{L}\p{N}])[^\n|]*/giu;

/** Chinese headers and courtesies ("收件人资料如下", "以下是地址", "谢谢老板", "麻烦了"): not a name, not an address. */
const HAN_CHAT =
  /(?:以下是)?(?:收件人|收货人|收貨人|寄件人)?(?:的)?(?:资料|資料|信息|資訊|资讯|详情|詳情|地址)?如下|(?:收件人|收货人|收貨人|寄件人)(?:的)?(?:资料|資料|信息|資訊|资讯|详情|詳情)|(?:谢谢|謝謝)(?:老板|老闆|亲|親|你|您|啦|哦)?|感谢|感謝|(?:麻烦|麻煩)(?:你|您)?了?|(?:请|請)?(?:尽快|盡快)(?:寄出|发货|發貨|寄|发|發)?|你好|您好|老板|老闆/gu;

/** "[12/3/25, 9:41 PM] Kak Ros: ": the sender and time a copied WhatsApp chat puts before every message. */
const WHATSAPP_EXPORT = /^\[\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\][^:\n]{0,40}:/gimu;
/** "11/03/2025 21:14:55", "2025-03-11 21:14": a form export's timestamp; "Jalan 4/2", "B-12-3" are not dates. */
const DATE_TIME =
  /(?<![\p{L}\p{N}/\-.])(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2}(?=[ ,]+\d{1,2}:\d{2}))|\d{4}-\d{2}-\d{2})(?:[ ,T]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)?(?![\p{N}/])/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

const blank = (m: string) => m.replace(/[^\n]/g, ' ');

/**
 * Unicode compatibility forms (full-width '：', '，', '０') to plain ones; WhatsApp bold/italic marks to spaces; an emoji
 * ends a clause ("Hi sis 😊 nak pos ke sini", "Send to office pls 🙏 Gemilang Sdn Bhd"), so it becomes a line break.
 * Order lines and Chinese courtesies become spaces (the text keeps its length after this point).
 */
function tidyText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(EMOJI, '\n')
    .replace(/\t/g, '|')
    .replace(WHATSAPP_EXPORT, blank)
    .replace(/["“”]/g, ' ')
    .replace(/[*_~]/g, ' ')
    .replace(DATE_TIME, blank)
    .replace(EMAIL, blank)
    .replace(/[、。]/g, ',')
    .replace(ORDER_LINE, blank)
    .replace(HAN_CHAT, blank);
}

function findLabels(t: string): Label[] {
  const all: Label[] = [];
  for (const { kind, re } of LABEL_RULES) {
    for (const m of t.matchAll(re)) all.push({ kind, start: m.index, end: m.index + m[0].length });
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Label[] = [];
  for (const l of all) if (!kept.some((k) => l.start < k.end && k.start < l.end)) kept.push(l);
  return kept;
}

const scopeAt = (labels: readonly Label[], pos: number): Label | undefined => labels.findLast((l) => l.end <= pos);

/** "ext 221", "x12", "samb. 3301": an extension belongs to the number before it. */
const PHONE_EXTENSION = /^[ \t]*(?:ext|x|samb(?:ungan)?)\.?[ \t]*\d{1,5}(?!\d)/i;

/** "(rumah)", "(office)", "(WhatsApp only)" after a number; a name in brackets ("(Pn Som)") is not a note. */
const PHONE_NOTE =
  /^[ \t]*\([ \t]*(?:(?:rumah|home|house|office|pejabat|pej|ofis|kerja|work|kedai|shop|kilang|hp|h\/p|mobile|handphone|whatsapp|wasap|wa|ws|sms|call|anak|suami|isteri|wife|husband|son|daughter|mak|emak|ibu|ayah|abah|bapa|mum|mom|dad|kakak|abang|adik|boss|only|sahaja|je|utama|main|alt|alternate|backup|lain|other|2nd|second)[ \t/.]*)+\)/iu;

const MALAYSIAN_PHONE = [/^01[02-9]\d{7}$/, /^011\d{8}$/, /^03\d{8}$/, /^0[4-79]\d{7}$/, /^08[2-9]\d{6}$/];

/** The number in its domestic form, '+' and digits for another country, or undefined when the digits are no phone. */
function phoneValue(digits: string, plus: boolean, labelled: boolean): { value: string; malaysian: boolean } | undefined {
  let d = digits;
  if (d.startsWith('60')) d = `0${d.slice(2).replace(/^0/, '')}`;
  else if (plus) return d.length >= 8 && d.length <= 15 ? { value: `+${d}`, malaysian: false } : undefined;
  else if (labelled && /^1\d{8,9}$/.test(d)) d = `0${d}`;
  return MALAYSIAN_PHONE.some((re) => re.test(d)) ? { value: d, malaysian: true } : undefined;
}

/**
 * Phone numbers: runs of digit groups joined by a space, hyphen, dot or bracket. From each group the
 * longest run that makes a valid number is taken, so "012-345 6789 55100" stops before the postcode.
 */
function findPhones(t: string, labels: readonly Label[]): Phone[] {
  const groups = [...t.matchAll(/\d+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, digits: m[0] }));
  const phones: Phone[] = [];
  let i = 0;
  while (i < groups.length) {
    const first = groups[i]!;
    const before = t[first.start - 1] ?? '';
    // "A-12-3", "5-3-2", "2/24", "P11": the digits belong to a unit or street number ("Tel.012…" is a label's dot).
    // "012-773 5562/019-882 1100": a second number after a slash.
    const afterLabel = labels.some((l) => l.end === first.start) || (before === '/' && phones.at(-1)?.end === first.start - 1);
    const glued = !afterLabel && (/[\p{L}\p{N}]/u.test(before) || (/[-/.]/.test(before) && /[\p{L}\p{N}]/u.test(t[first.start - 2] ?? '')));
    let best: { last: number; value: string; malaysian: boolean } | undefined;
    if (!glued) {
      const plus = before === '+' || (before === ' ' && t[first.start - 2] === '+');
      const label = scopeAt(labels, first.start);
      const labelled = label?.kind === 'phone' && /^[\s(]*\+?$/.test(t.slice(label.end, first.start));
      let digits = '';
      for (let j = i; j < groups.length; j++) {
        const g = groups[j]!;
        if (j > i) {
          const gap = t.slice(groups[j - 1]!.end, g.start);
          if (gap.length > 3 || !/^[ \-.()]+$/.test(gap)) break;
          // A number written in groups starts with its prefix, never with a 5-digit postcode.
          if (first.digits.length === 5) break;
        }
        digits += g.digits;
        if (digits.length > 15) break;
        const v = phoneValue(digits, plus, labelled);
        if (v) best = { last: j, ...v };
      }
    }
    if (!best) {
      i++;
      continue;
    }
    let start = first.start;
    while (start > 0 && /[+( ]/.test(t[start - 1] ?? '') && /[+(]/.test(t.slice(start - 2, start))) start--;
    // The extension and a note in brackets go with the number ("03-5510 5133 ext 221", "03-6156 2234 (rumah)").
    let end = groups[best.last]!.end;
    const extension = PHONE_EXTENSION.exec(t.slice(end));
    if (extension) end += extension[0].length;
    const note = PHONE_NOTE.exec(t.slice(end));
    if (note) end += note[0].length;
    phones.push({ start, end, value: best.value, malaysian: best.malaysian });
    i = best.last + 1;
  }
  return phones;
}

const overlaps = (a: Span, spans: readonly Span[]) => spans.some((s) => a.start < s.end && s.start < a.end);

/** Place names found in the text, each marked when it is part of a street or locality name. */
function findMentions(t: string, ws: readonly Word[], geo: PostcodeGeography, taken: readonly Span[]): Mention[] {
  const found = geo.findNames(ws).filter((n) => !overlaps(n, taken));
  const ends = new Set(found.map((n) => n.end));
  const inName = new Set(found.flatMap((n) => Array.from({ length: n.last - n.first + 1 }, (_, k) => n.first + k)));
  const takenEnds = new Set(taken.map((s) => s.end));
  return found.map((n) => {
    const prev = ws[n.first - 1];
    const next = ws[n.last + 1];
    let blocked: boolean;
    if (n.han) {
      // 林新山 is a person, 柔佛新山 a place: a Chinese name glued to other Chinese text is not a place.
      blocked =
        prev?.han === true && prev.end === n.start && !ends.has(prev.end) && !takenEnds.has(n.start) && !'州市省'.includes(prev.text);
    } else {
      const first = ws[n.first]!;
      // "Johor Bahru Johor" is a city then a state, not a state named after a "Bahru".
      blocked =
        (prev !== undefined && first.joined && !inName.has(n.first - 1) && BEFORE_PLACE.has(prev.text)) ||
        (next?.joined === true &&
          !inName.has(n.last + 1) &&
          (AFTER_PLACE.has(next.text) ||
            (/^\d{1,2}$/.test(next.text) && /^ +$/.test(t.slice(n.end, next.start)) && !overlaps(next, taken))));
    }
    return { ...n, blocked };
  });
}

interface Located {
  postcode: string;
  prov: string;
  city: string;
  removed: Span[];
}

const namesCity = (m: PlaceName, p: { state: string; city: string }) => m.cities.some((c) => c.state === p.state && c.city === p.city);

/** Runs of place names (and the postcode) with only separators between: "55100 Kuala Lumpur, W.P. Kuala Lumpur". */
function chains<T extends Span>(items: readonly T[], gapText: string): T[][] {
  const out: T[][] = [];
  for (const m of [...items].sort((x, y) => x.start - y.start)) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && PLACE_GAP.test(gapText.slice(prev.end, m.start))) last.push(m);
    else out.push([m]);
  }
  return out;
}

/** Postcode, state and city, and the spans of the text that said them. */
function locate(
  t: string,
  gapText: string,
  ws: readonly Word[],
  mentions: readonly Mention[],
  phones: readonly Phone[],
  labels: readonly Label[],
  geo: PostcodeGeography,
): Located {
  const usable = mentions.filter((m) => !m.blocked);
  const candidates = [...t.matchAll(/(?<![\d#])\d{5}(?![\d]|[-/]\d)/g)]
    .map((m) => ({ start: m.index, end: m.index + 5, digits: m[0] }))
    .filter((c) => !overlaps(c, phones))
    .filter((c) => {
      const w = ws.findIndex((x) => x.start === c.start);
      const prev = ws[w - 1];
      const before = t[c.start - 1] ?? '';
      return !(/[-/.]/.test(before) && /\d/.test(t[c.start - 2] ?? '')) && !(prev && ws[w]?.joined && NOT_POSTCODE_BEFORE.has(prev.text));
    });
  const near = (c: Span) =>
    usable.filter((m) => PLACE_GAP.test(gapText.slice(c.end, m.start)) || PLACE_GAP.test(gapText.slice(m.end, c.start)));
  let best: { start: number; end: number; digits: string; score: number } | undefined;
  for (const [k, c] of candidates.entries()) {
    const places = geo.placesOf(c.digits);
    const labelled = scopeAt(labels, c.start)?.kind === 'postcode';
    const named = near(c);
    if (!places.length && !labelled && !named.length) continue;
    const agrees = named.some((m) => places.some((p) => namesCity(m, p) || m.states.includes(p.state)));
    const score = (labelled ? 8 : 0) + (places.length ? 4 : 0) + (agrees ? 2 : 0) + k / 100;
    if (!best || score > best.score) best = { ...c, score };
  }

  const removed: Span[] = [];
  const places = best ? geo.placesOf(best.digits) : [];
  if (best && places.length) {
    removed.push(best);
    const pc = best;
    const chain = chains<Span>([...usable, pc], gapText).find((c) => c.includes(pc)) ?? [];
    const chainMentions = usable.filter((m) => chain.includes(m));
    // Nearest the postcode first: after it, then before it, then anywhere else.
    const byDistance = [
      ...chainMentions.filter((m) => m.start > pc.start),
      ...chainMentions.filter((m) => m.start < pc.start).reverse(),
      ...usable.filter((m) => !chainMentions.includes(m)),
    ];
    // Two towns may share a postcode: the one the text names.
    let place: PostcodePlace = places[0]!;
    for (const m of byDistance) {
      const named = places.find((p) => namesCity(m, p));
      if (named) {
        place = named;
        break;
      }
    }
    const stateOk = (m: Mention) => m.states.length > 0 && (!m.weak || place.state.startsWith('W.P.'));
    // A state that disagrees with the postcode is still the state the writer meant when it stands after the postcode;
    // before it, it may be part of a street name ("Jalan Jubli Perak, 01000 Kangar").
    const states = chainMentions.filter((m) => stateOk(m) && (m.states.includes(place.state) || m.start > pc.start));
    const cityMention = byDistance.slice(0, chainMentions.length).find((m) => namesCity(m, place));
    for (const m of chainMentions) if (states.includes(m) || m === cityMention) removed.push(m);
    // Written elsewhere ("吉隆坡 Jalan Kuchai Lama No 33 58200"): the last mention of the city and of the state.
    if (!cityMention) {
      const m = usable.findLast((x) => namesCity(x, place));
      if (m && !removed.includes(m)) removed.push(m);
    }
    if (!states.length) {
      const m = usable.findLast((x) => stateOk(x) && x.states.includes(place.state));
      if (m && !removed.includes(m)) removed.push(m);
    }
    // "马六甲 Jalan Bukit Baru 12号, 75150 Melaka": a Chinese name of the town or state is never a street's; it goes too.
    for (const m of usable) if (m.han && !removed.includes(m) && (namesCity(m, place) || m.states.includes(place.state))) removed.push(m);
    return { postcode: best.digits, prov: place.state, city: place.city, removed };
  }
  if (best) removed.push(best);
  return { postcode: best?.digits ?? '', ...inferPlace(t, gapText, usable, [...phones, ...labels], labels, removed), removed };
}

/** Without a known postcode: the last run of place names that names a state or stands on its own ("…, Kajang, Selangor"). */
function inferPlace(
  t: string,
  gapText: string,
  usable: readonly Mention[],
  stops: readonly Span[],
  labels: readonly Label[],
  removed: Span[],
): { prov: string; city: string } {
  const stopEnds = new Set(stops.map((s) => s.end));
  const stopStarts = new Set(stops.map((s) => s.start));
  const edgeBefore = (pos: number) => {
    let i = pos;
    while (i > 0 && /[ \t]/.test(t[i - 1] ?? '')) i--;
    return i === 0 || stopEnds.has(i) || /[,\n;|(]/.test(t[i - 1] ?? '');
  };
  const edgeAfter = (pos: number) => {
    let i = pos;
    while (i < t.length && /[ \t.]/.test(t[i] ?? '')) i++;
    return i === t.length || stopStarts.has(i) || /[,\n;|)]/.test(t[i] ?? '');
  };
  for (const chain of chains(usable, gapText).reverse()) {
    const first = chain[0]!;
    const last = chain[chain.length - 1]!;
    const hasState = chain.some((m) => m.states.length > 0 && !m.weak);
    const labelled = ['city', 'state'].includes(scopeAt(labels, first.start)?.kind ?? '');
    // "… No 12 Kajang" at the very end of the paste is the town too.
    const endsText = /^[\s.,]*$/.test(t.slice(last.end).replace(/\d[\d\s\-+()]*\d/g, ''));
    if (!hasState && !labelled && !(edgeAfter(last.end) && (edgeBefore(first.start) || endsText))) continue;

    let state = chain.findLast((m) => m.states.length > 0 && !m.weak)?.states[0] ?? '';
    const cityMentions = chain.filter((m) => m.cities.some((c) => !state || c.state === state));
    // "Jasin, Melaka": prefer the name that is only a city over one that is also the state.
    const cityMention = cityMentions.findLast((m) => m.states.length === 0) ?? cityMentions[cityMentions.length - 1];
    const cities = cityMention?.cities.filter((c) => !state || c.state === state) ?? [];
    let city = '';
    if (cities.length === 1) {
      city = cities[0]!.city;
      state ||= cities[0]!.state;
    }
    if (!state) continue;
    for (const m of chain) {
      if ((m.states.includes(state) && (!m.weak || state.startsWith('W.P.'))) || (m === cityMention && city)) removed.push(m);
    }
    return { prov: state, city };
  }
  return { prov: '', city: '' };
}

/** Splits what is left of the text into pieces at line breaks, commas and removed spans. */
function piecesOf(t: string, removed: readonly Span[], labels: readonly Label[]): Piece[] {
  const cuts = [...removed].sort((a, b) => a.start - b.start);
  const out: Piece[] = [];
  const seenScopes = new Set<Label>();
  let pos = 0;
  const emit = (from: number, to: number) => {
    const segment = t.slice(from, to);
    let at = 0;
    const splits = [...segment.matchAll(PIECE_SEPARATOR)].filter((m) => !m[1] || !ABBREVIATIONS.has(m[1].toLowerCase()));
    for (const m of [...splits, { index: segment.length, 0: '' }]) {
      const raw = segment.slice(at, m.index);
      const text = trimPiece(raw);
      if (text) {
        const start = from + at + raw.indexOf(text.charAt(0));
        const found = scopeAt(labels, start);
        // "Shipping address:" alone on its line heads a block (name, firm, street) rather than labelling one value.
        const label = found?.kind === 'address' && t.slice(found.start, found.end).includes('\n') ? undefined : found;
        const scopeFirst = label !== undefined && !seenScopes.has(label);
        if (label) seenScopes.add(label);
        const colon = m[0].includes(':');
        out.push({ text, start, end: start + text.length, scope: label?.kind, scopeFirst, colon });
      }
      at = m.index + m[0].length;
    }
  };
  for (const c of cuts) {
    if (c.start > pos) emit(pos, c.start);
    pos = Math.max(pos, c.end);
  }
  if (pos < t.length) emit(pos, t.length);
  return out;
}

function trimPiece(raw: string): string {
  let s = raw.replace(/^[\s,.;:|>•·\-–—=@/]+/, '').replace(/[\s,;:|>•·\-–—=(@/]+$/, '');
  // A trailing dot ends a sentence ("…Selangor. Mr Tan"), unless it ends an abbreviation ("No.", "b.", "Sdn. Bhd.").
  const last = /(\p{L}{3,})\.$/u.exec(s);
  if (last && !ABBREVIATIONS.has(last[1]!.toLowerCase())) s = s.slice(0, -1);
  if (s.startsWith(')')) s = s.slice(1).trim();
  const open = (s.match(/\(/g) ?? []).length;
  const close = (s.match(/\)/g) ?? []).length;
  if (open > close && s.startsWith('(')) s = s.slice(1).trim();
  if (close > open && s.endsWith(')')) s = s.slice(0, -1).trim();
  if (open === 1 && close === 1 && s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1).trim();
  return s;
}

const bare = (token: string) => token.toLowerCase().replace(/^[([]+|[)\].,:]+$/g, '');

/** Words that start a shop's or firm's name ("Kedai Makan Selera Kampung", "Klinik Farah"). */
const BUSINESS_START = new Set(
  'kedai restoran restaurant syarikat klinik farmasi pharmacy butik boutique bengkel workshop tadika kafe cafe salon studio pusat'.split(
    ' ',
  ),
);
/** A firm's legal or trade suffix ("Sdn Bhd", "Enterprise", "Trading", "PLT"). */
const COMPANY_SUFFIX =
  /(?:^|\s)(?:sdn\.? ?bhd\.?|bhd\.?|berhad|enterprise|ent\.?|trading|plt|resources|services|industries|marketing|holdings|ventures|co\.?|ltd\.?|company|corporation|corp\.?)$/i;

/** A firm's name: no digits, and a business word first or a company suffix last. */
function isCompany(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > 8 || /\d/.test(text) || !tokens.every((tk) => NAME_TOKEN.test(tk))) return false;
  return BUSINESS_START.has(bare(tokens[0]!)) || COMPANY_SUFFIX.test(text);
}

function isNameLike(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (!tokens.length || tokens.length > 7) return isCompany(text);
  if (isCompany(text)) return true;
  if (tokens.every((tk) => HAN_ONLY.test(tk))) {
    const joined = tokens.join('');
    return joined.length >= 2 && joined.length <= 5 && !HAN_ADDRESS_CHARS.test(joined);
  }
  return tokens.every((tk) => {
    if (tk === '@' || tk === '&') return true;
    if (HAN_ONLY.test(tk)) return tk.length <= 4 && !HAN_ADDRESS_CHARS.test(tk);
    return NAME_TOKEN.test(tk) && !ADDRESS_WORDS.has(bare(tk));
  });
}

const hasMarker = (text: string) => text.split(/\s+/).some((tk) => NAME_MARKERS.has(bare(tk)));
/** Kin words and titles that are part of what people call someone ("Mak Cik Kiah", "Kak Long"): not chat. */
const KIN = new Set(
  'mak emak mum mom mama ibu ayah abah dad papa bapa brother sister kak kakak abang abg bang adik dik puan encik cik tuan madam anak suami isteri wife husband friend kawan'.split(
    ' ',
  ),
);

/** "nama saya Aina", "my name is …": words that lead into a name. */
const SELF = new Set('saya sy my is'.split(' '));

/** "BTW can you wrap it properly", "Dah PM sis": more than half the words are chat, none a street word. */
function isChatter(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[\s,.!:?]+/)
    .filter((tk) => tk && !/^\d{1,2}$/.test(tk));
  if (tokens.length < 2 || tokens.some((tk) => ADDRESS_WORDS.has(bare(tk)) || /\d/.test(tk))) return false;
  return (
    tokens.filter((tk) => CHAT_WORDS.has(tk) || (COURTESY.has(tk) && !NAME_LEAD_IN.has(tk) && !SELF.has(tk) && !KIN.has(tk))).length * 2 >
    tokens.length
  );
}

/** "Shipping address", "Full Name", "Contact Number": a form's or an export's heading, with no value after it. */
const LABEL_ONLY = new RegExp(`^(?:${Object.values(LATIN_LABELS).join('|')})\\.?$`, 'iu');

const isCourtesy = (text: string) => text.split(/[\s,.!:?]+/).every((tk) => !tk || COURTESY.has(tk.toLowerCase()));

/**
 * "nak order 2 helai", "I'd like to order the cheesecake 6 inch", "boss sy nak 3 botol": courtesies and words of wanting,
 * then an order word or a quantity of goods, and no street.
 */
function isOrderChat(text: string): boolean {
  const tokens = text.split(/[\s,.!:?]+/).filter(Boolean);
  const k = tokens.findIndex((tk) => !COURTESY.has(tk.toLowerCase()) && !WANT_WORDS.has(tk.toLowerCase()));
  // "Unit 3", "No 5" after the order word is an address; "1 unit" is a quantity.
  const street = tokens.some((tk, i) => ADDRESS_START.has(bare(tk)) && /\d/.test(tokens[i + 1] ?? ''));
  if (k < 0 || tokens.length > 12 || street) return false;
  const quantity = /^\d{1,3}$/.test(tokens[k]!) && ORDER_UNITS.has(bare(tokens[k + 1] ?? ''));
  return ORDER_WORDS.has(tokens[k]!.toLowerCase()) || quantity;
}

/**
 * Pronouns and "is"/"are" make a sentence and never stand in a name ("this is for my sister's bday", "ini untuk mak saya");
 * prepositions and articles do ("Society for the Blind"), so they are not here.
 */
const SENTENCE_WORDS = new Set(
  "this that these those is are was were am i i'm i’m i'd i’d it it's it’s my your our we you they ini itu ni sy saya aku kami awak".split(
    ' ',
  ),
);

/** Two sentence words, no digit and no street word, after any lead-in ("for my mum Ali" is a name led in). */
function isSentence(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .replace(/['’]s(?![\p{L}])/gu, '')
    .split(/[\s,.!:?]+/)
    .filter(Boolean);
  if (tokens.some((tk) => ADDRESS_WORDS.has(bare(tk)) || /\d/.test(tk))) return false;
  return tokens.filter((tk) => SENTENCE_WORDS.has(tk)).length >= 2;
}

/** "我要寄去这里", "我的" (before "地址:"): Chinese with a pronoun, "的" or a particle is talk, not a name or a street. */
const HAN_SENTENCE = /^[\p{Script=Han}\s]*[我你您他她这這的要吗嗎呢吧啊哦][\p{Script=Han}\s]*$/u;

/** "Ali bin Abu No 12 Jalan …": the name before the first word that starts an address. */
function splitLeadingName(piece: Piece): [Piece, Piece] | undefined {
  const tokens = [...piece.text.matchAll(/\S+/g)];
  const k = tokens.findIndex((m) => ADDRESS_START.has(bare(m[0])) || /\d/.test(m[0]));
  if (k < 1) return undefined;
  const cut = tokens[k]!.index;
  const name = piece.text.slice(0, cut).trim();
  if (!isNameLike(name)) return undefined;
  return [
    { ...piece, text: name, end: piece.start + name.length },
    { ...piece, text: piece.text.slice(cut), start: piece.start + cut, scopeFirst: false },
  ];
}

/**
 * "Tlg hantar ke alamat ni", "Kindly deliver to", "Dear seller, pls send to Ali": everything up to a verb of sending and the
 * word after it ("to", "ke", "kepada") leads in. "pos", "post" and "mail" count only with that word ("Pejabat Pos" stays).
 */
const SEND_CLAUSE =
  /^(?:[^\d\s]+\s+){0,5}?(?:(?:send|ship|deliver|courier|hantar|hntr|hantarkan|antar|kirim|kirimkan|poskan)(?:\s+(?:it|this|these|them|ni|barang|parcel|(?:the|my|our)\s+\p{L}+))?(?:\s+(?:to|ke|kepada|kpd|kat)(?![\p{L}])|\s*$)|(?:pos|post|mail)(?:\s+(?:it|this|ni|barang|parcel))?\s+(?:to|ke|kepada|kpd|kat)(?![\p{L}]))\s*/iu;

/** Where a parcel goes, in a chat after a verb of sending: "pls post to my office ya", "hantar ke rumah mak saya". */
const SEND_TARGET = new Set('office ofis pejabat rumah umah rmh home house place tempat kedai shop kerja work'.split(' '));

/** The piece without its send clause; empty when all that follows is courtesy ("Tlg hantar ke alamat ni ya"). */
function dropSendClause(p: Piece): Piece {
  const m = SEND_CLAUSE.exec(p.text);
  if (!m) return p;
  const cut = m[0].length;
  const rest = p.text.slice(cut);
  // "my sister's place": whose it is says nothing either.
  const words = rest
    .toLowerCase()
    .replace(/['’]s(?![\p{L}])/gu, '')
    .split(/[\s,.!:?]+/);
  const chat = words.every((tk) => !tk || COURTESY.has(tk) || SEND_TARGET.has(tk));
  return { ...p, text: chat ? '' : rest, start: p.start + cut };
}

/** "Penghantaran kepada Ah Hock" -> "Ah Hock". */
function dropLeadIn(p: Piece): Piece {
  const tokens = [...p.text.matchAll(/\S+/g)];
  let k = 0;
  while (k < tokens.length - 1 && LEAD_IN.has(bare(tokens[k]![0]))) k++;
  if (k === 0) return p;
  const cut = tokens[k]!.index;
  const named = tokens.slice(0, k).some((m) => NAME_LEAD_IN.has(bare(m[0])));
  return { ...p, text: p.text.slice(cut), start: p.start + cut, named };
}

/** Picks the name among the pieces; returns it and the pieces that make the address. */
function pickName(
  t: string,
  input: readonly Piece[],
  phones: readonly Phone[],
  locationEnd: number,
  places: readonly Span[],
): { name: string; rest: Piece[] } {
  // "pls send to kak long:", "Salam puan, alamat saya:": a clause before a colon that opens with a courtesy leads in.
  const chatBeforeColon = (p: Piece) => p.colon === true && COURTESY.has(bare(p.text.split(/\s+/)[0] ?? ''));
  // A labelled name is taken as written, even when it reads like talk.
  const labelledName = (p: Piece) => p.scope === 'name' && p.scopeFirst;
  // "Best regards,\nDavid": the signature after a sign-off.
  const signOff = input.findIndex((p) => SIGN_OFF.test(p.text));
  const pieces = input
    .filter((p, k) => signOff < 0 || k < signOff || /\d/.test(p.text))
    .map(dropSendClause)
    .filter(
      (p) =>
        p.text !== '' &&
        !isCourtesy(p.text) &&
        !p.text.includes('?') &&
        !LABEL_ONLY.test(p.text) &&
        !(isChatter(p.text) && !labelledName(p)) &&
        !isOrderChat(p.text) &&
        !(isSentence(dropLeadIn(p).text) && !labelledName(p)) &&
        !HAN_SENTENCE.test(p.text) &&
        !DELIVERY_NOTE.test(p.text) &&
        !chatBeforeColon(p) &&
        p.scope !== 'country' &&
        !COUNTRY.test(p.text),
    )
    .map(dropLeadIn);
  const lineOf = (pos: number) => t.slice(0, pos).split('\n').length;
  const wholeLine = (p: Piece) => t.slice(t.lastIndexOf('\n', p.start - 1) + 1, p.start).trim() === '' && /^\s*(\n|$)/.test(t.slice(p.end));
  const gapTo = (p: Piece, ph: Phone) =>
    ph.start >= p.end ? t.slice(p.end, ph.start) : ph.end <= p.start ? t.slice(ph.end, p.start) : undefined;
  const nextToPhone = (p: Piece) =>
    phones.some((ph) => {
      const gap = gapTo(p, ph);
      if (gap === undefined || !/^[\s,;:|()\-–—/]*$/.test(gap)) return false;
      return !gap.includes('\n') || (wholeLine(p) && Math.abs(lineOf(ph.start) - lineOf(p.start)) === 1);
    });
  const afterPhone = (p: Piece) =>
    phones.some((ph) => {
      const gap = ph.end <= p.start ? t.slice(ph.end, p.start) : undefined;
      return gap !== undefined && /^[\s,;:|()\-–—/]*$/.test(gap) && !gap.includes('\n');
    });

  // "To: Penta Sdn Bhd\nAttn: Mr. Lee": a person labelled beats a firm labelled; the firm stays in the address.
  const labelledNames = pieces.filter(labelledName);
  const labelled = labelledNames.find((p) => !isCompany(p.text)) ?? labelledNames[0];
  if (labelled) {
    const split = isNameLike(labelled.text) ? undefined : splitLeadingName(labelled);
    const rest = pieces.flatMap((p) => (p === labelled ? (split ? [split[1]] : []) : [p]));
    return { name: split ? split[0].text : labelled.text, rest };
  }

  const firstPiece = pieces.find((p) => p.scope !== 'address' && p.scope !== 'postcode' && p.scope !== 'city' && p.scope !== 'state');
  const work = [...pieces];
  // One line with no commas: the name runs straight into the street.
  for (const p of new Set([firstPiece, ...pieces.filter(afterPhone)])) {
    if (!p || isNameLike(p.text)) continue;
    const split = splitLeadingName(p);
    if (split) work.splice(work.indexOf(p), 1, ...split);
  }
  let best: { piece: Piece; score: number } | undefined;
  for (const p of work) {
    if (!isNameLike(p.text) || (p.scope && ['postcode', 'city', 'state'].includes(p.scope))) continue;
    const first = firstPiece !== undefined && p.start === firstPiece.start;
    // "UMP Gambang", "Kuching": a piece naming a town is more likely a locality than a person.
    const named = places.some((m) => m.start >= p.start && m.end <= p.end);
    const score =
      (p.named ? 5 : 0) +
      (first ? 3 : 0) +
      (nextToPhone(p) ? 2 : 0) +
      (p.start >= locationEnd ? 1 : 0) +
      (hasMarker(p.text) ? 1 : 0) -
      (named ? 2 : 0);
    if (score > 0 && (!best || score > best.score)) best = { piece: p, score };
  }
  return { name: best?.piece.text ?? '', rest: work.filter((p) => p !== best?.piece) };
}

/** Joins the address pieces and tidies commas and spaces. */
function tidyAddress(pieces: readonly Piece[]): string {
  return pieces
    .map((p) => p.text)
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** Reads name, phone, postcode, state, city and street address out of pasted free text. */
export function parseSmartInput(text: string, geo: PostcodeGeography): SmartAddress {
  const t = tidyText(text);
  const labels = findLabels(t);
  const phones = findPhones(t, labels);
  const ws = words(t);
  const mentions = findMentions(t, ws, geo, [...labels, ...phones]);
  // Labels between place names ("Bandar: Kuala Lumpur\nNegeri: …") do not break a run of them.
  let gapText = t;
  for (const l of labels) {
    if (l.kind !== 'name' && l.kind !== 'phone' && l.kind !== 'address' && l.kind !== 'lead')
      gapText = gapText.slice(0, l.start) + ' '.repeat(l.end - l.start) + gapText.slice(l.end);
  }
  const located = locate(t, gapText, ws, mentions, phones, labels, geo);
  const locationEnd = Math.max(0, ...located.removed.map((s) => s.end));
  const kept = mentions.filter((m) => !m.blocked && !located.removed.includes(m));
  // "Kuching - Lot 4581, …, 93350 Kuching": a piece that only repeats the town or state says nothing more.
  const repeats = kept.filter(
    (m) => m.states.includes(located.prov) || m.cities.some((c) => c.city === located.city && c.state === located.prov),
  );
  // "tolong hantar ke Bahau ya": the town again, with courtesies round it.
  const onlyRepeats = (p: Piece) => {
    const inside = repeats.filter((m) => m.start >= p.start && m.end <= p.end);
    if (!inside.length) return false;
    let rest = p.text;
    for (const m of inside) rest = rest.slice(0, m.start - p.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end - p.start);
    return isCourtesy(rest);
  };
  // "Dear seller, kindly ship to:", "Mohon pos ke:": a few words before "ship to:" on its line lead in.
  const beforeLead = (p: Piece) =>
    !/\d/.test(p.text) &&
    p.text.split(/\s+/).length <= 4 &&
    labels.some((l) => l.kind === 'lead' && l.start >= p.end && /^[ \t]*$/.test(t.slice(p.end, l.start)));
  const pieces = piecesOf(t, [...labels, ...phones, ...located.removed], labels).filter((p) => !onlyRepeats(p) && !beforeLead(p));
  const { name, rest } = pickName(t, pieces, phones, locationEnd, kept);
  const phone = phones.find((p) => p.malaysian) ?? phones[0];
  return {
    name,
    phone: phone?.value ?? '',
    postcode: located.postcode,
    prov: located.prov,
    city: located.city,
    address: tidyAddress(rest),
  };
}
