import type { Label, LabelKind } from './types.ts';

// Words that qualify a label in exports and forms: "Billing Name", "Shipping Address", "Receiver Phone", "Contact person".
const LABEL_QUALIFIER =
  '(?:billing|shipping|delivery|recipient|receiver|buyer|customer|consignee|contact|full|home|office|postal|mailing|sender)\\s+';

// "Sender:", "Pengirim:", "From:", "寄件人：": whose the block is that follows (the one sending, not receiving).
const SENDER_LATIN = 'sender|shipper|pengirim|nama pengirim|from|dari';
const SENDER_HAN = '寄件人|寄件者|发件人|發件人|寄货人|寄貨人';
const SENDER_LABEL = new RegExp(`^(?:sender\\s+\\p{L}+|${SENDER_LATIN}|${SENDER_HAN})`, 'iu');

// "DID: 03-…", "Fax 03-…", "(H) 07-…", "(O) 03-…": which line a number is; only before a number, since "did" is a word too.
const PHONE_KIND = '(?:did|direct(?: line)?|fax|faks|\\(\\p{L}{1,2}\\))(?=\\s*:?\\s*[+(]?(?:6?0|\\+)\\d)';

// Labels people type before a value. Longer forms first so "Shipping Address:" wins over "Address:".
const LATIN_LABELS: Record<LabelKind, string> = {
  name: `${LABEL_QUALIFIER}(?:name|person)|${SENDER_LATIN}|contact person|person in charge|pic|nama (?:penerima|penuh|pelanggan|pembeli)|(?:nama|name)(?: saya| is)?|my name(?: is)?|recipient|receiver|buyer|penerima|consignee|attn|attention|u/p|up|kepada|kpd|to`,
  phone: `${LABEL_QUALIFIER}(?:phone|tel|mobile|no)|contact number|contact no|phone number|mobile number|mobile no|(?:no\\.?|nombor|number) ?(?:tel(?:efon)?|hp|phone|fon)(?: saya)?|nombor saya|my (?:no|number|phone|hp|contact)|telefon|tel|phone|mobile|handphone|hp|h/p|contact|whatsapp|wasap|wa|call|sms|no(?=\\s*:\\s*[+(]?(?:6?0|\\+)\\d)|[tmh](?=\\s*:\\s*[+(]?(?:6?0|\\+)\\d)|${PHONE_KIND}`,
  address: `${LABEL_QUALIFIER}(?:address|addr)|company(?: name)?|nama syarikat|syarikat|organi[sz]ation|alamat (?:penghantaran|penuh|rumah|pejabat|pos|surat|kediaman|terkini)|(?:alamat|address)(?: saya)?|my address|addr|add`,
  lead: '(?:ship(?:ping)?|deliver(?:ing)?|send(?:ing)?|post(?:ing)?|mail(?:ing)?|courier)(?: (?:it|this|these|them|(?:the|my|our) \\p{L}+))? to|(?:hantar|hntr|pos|kirim|poskan|hantarkan) (?:ke|kepada|kat|kpd)',
  postcode: 'poskod|postcode|post code|postal code|zip code|zip',
  city: 'bandar|city|town',
  state: 'negeri|state',
  country: 'negara|country',
};
const HAN_LABELS: Record<LabelKind, string> = {
  name: `收件人姓名|收货人姓名|收貨人姓名|收件人|收货人|收貨人|${SENDER_HAN}|联系人|聯繫人|聯絡人|姓名|名字|收件者`,
  // "家里电话", "公司电话": whose line it is goes with the label, like "Tel rumah".
  phone:
    '(?:家里|家裡|家庭|住家|住宅|公司|办公室|辦公室)?(?:联系电话|聯繫電話|联络电话|联系方式|聯繫方式|联络方式|手机号码|手机号|电话号码|电话|電話|手机|手機)',
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

/** Every label in the text; of two that overlap, the one that starts first (then the longer) stays. */
export function findLabels(t: string): Label[] {
  const all: Label[] = [];
  for (const { kind, re } of LABEL_RULES) {
    for (const m of t.matchAll(re)) {
      const sender = kind === 'name' && SENDER_LABEL.test(m[0]);
      all.push({ kind, start: m.index, end: m.index + m[0].length, ...(sender ? { sender } : {}) });
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Label[] = [];
  for (const l of all) if (!kept.some((k) => l.start < k.end && k.start < l.end)) kept.push(l);
  return kept;
}

/**
 * "From: Ahmad 012-…\nTo: Lee Siew Ling, …": when a sender's block and a receiver's are both labelled, the sender's
 * (from its label to the next name label, or to the end) is blanked, so its name, phone and address read as nothing.
 * A sender's label alone labels the one block there is (the sender address book takes pastes too).
 */
export function withoutSenderBlock(t: string): string {
  const labels = findLabels(t);
  const names = labels.filter((l) => l.kind === 'name' || l.kind === 'lead');
  if (!names.some((l) => !l.sender)) return t;
  let out = t;
  for (const l of names.filter((n) => n.sender)) {
    const end = names.find((n) => n.start >= l.end && !n.sender)?.start ?? t.length;
    out = out.slice(0, l.start) + out.slice(l.start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  }
  return out;
}

export const scopeAt = (labels: readonly Label[], pos: number): Label | undefined => labels.findLast((l) => l.end <= pos);

/** "Shipping address", "Full Name", "Contact Number": a form's or an export's heading, with no value after it. */
export const LABEL_ONLY = new RegExp(`^(?:${Object.values(LATIN_LABELS).join('|')})\\.?$`, 'iu');
