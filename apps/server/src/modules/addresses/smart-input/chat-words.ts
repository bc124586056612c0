// The word lists `drop-chat.ts` reads chat by, in Malay, English and Chinese.

/** Words that lead into the address or name ("Penghantaran kepada Ah Hock", "tolong hantar ke …"): dropped from the front. */
export const LEAD_IN = new Set(
  (
    'penghantaran kepada kpd untuk buat hantar ke kat send ship post pos kirim deliver delivery to for pls plz please tolong sila ' +
    'penerima recipient receiver attn attention up u/p nama name my is saya sy alamat address contact person pic'
  ).split(' '),
);

/** Lead-in words that say a name follows ("Nama Azrul", "Penerima Hassan bin Yaakob", "Hantar kepada Encik Zainal"). */
export const NAME_LEAD_IN = new Set('kepada kpd untuk penerima recipient receiver attn attention up u/p nama name contact pic'.split(' '));

/** "Mr. Lim at 016-…", "Mr. Wong di 011-…": a word that only joins the name to its number, dropped from the end. */
export const NAME_TRAIL = new Set('at di kat @ on via'.split(' '));

/** Courtesies around a pasted address ("Hi boss, ni alamat saya ya", "pls post to my office ya", "TQ"): a piece of only these goes. */
export const COURTESY = new Set([
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
export const CHAT_WORDS = new Set(
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
export const SIGN_OFF = /^(?:(?:best|kind|warm|warmest)\s+)?(?:regards|rgds)|^(?:yours\s+)?(?:sincerely|faithfully|truly)$|^best wishes$/i;

/** Instructions for the courier ("pls call b4 deliver", "tinggal kat pondok guard"): not part of the address. */
export const DELIVERY_NOTE =
  /(?<![\p{L}])(?:call|calls|telefon|call me|whatsapp|wasap|ws|text|sms|hubungi|contact)(?![\p{L}]).*(?<![\p{L}])(?:before|b4|sebelum|dulu|first|upon|when|bila|if|kalau)(?![\p{L}])|(?<![\p{L}])(?:leave|tinggal|letak|taruh|drop|serah)(?![\p{L}]).*(?<![\p{L}])(?:guard|gate|pagar|pintu|door|pondok|security|jiran|neighbou?r|reception|lobby|mailbox|peti)(?![\p{L}])/iu;

/** "nak order 2 helai", "want to buy 1 set": the order, not the address. */
export const ORDER_WORDS = new Set('order beli buy pesan tempah purchase take ambil'.split(' '));

/** "I'd like to order", "sy nak 3 botol": words of wanting before the order (with courtesies such as "nak", "want"). */
export const WANT_WORDS = new Set("like would wanna i'd i’d id i'm im hendak hndk need".split(' '));

/** "3 botol", "2 helai", "1 kotak": a quantity of goods; none of these is a street word ("Kg", "Unit" are not here). */
export const ORDER_UNITS = new Set(
  (
    'botol helai pasang kotak pek paket bungkus biji keping tin balang pcs pc piece pieces set sets box boxes bottle bottles ' +
    'pack packs packet packets pair pairs dozen ekor kilo'
  ).split(' '),
);

export const COUNTRY = /^(?:malaysia|my|马来西亚|馬來西亞)$/i;

/** Kin words and titles that are part of what people call someone ("Mak Cik Kiah", "Kak Long"): not chat. */
export const KIN = new Set(
  'mak emak mum mom mama ibu ayah abah dad papa bapa brother sister kak kakak abang abg bang adik dik puan encik cik tuan madam anak suami isteri wife husband friend kawan'.split(
    ' ',
  ),
);

/** "nama saya Aina", "my name is …": words that lead into a name. */
export const SELF = new Set('saya sy my is'.split(' '));

/**
 * Pronouns and "is"/"are" make a sentence and never stand in a name ("this is for my sister's bday", "ini untuk mak saya");
 * prepositions and articles do ("Society for the Blind"), so they are not here.
 */
export const SENTENCE_WORDS = new Set(
  "this that these those is are was were am i i'm i’m i'd i’d it it's it’s my your our we you they ini itu ni sy saya aku kami awak".split(
    ' ',
  ),
);

/** "我要寄去这里", "我的" (before "地址:"): Chinese with a pronoun, "的" or a particle is talk, not a name or a street. */
export const HAN_SENTENCE = /^[\p{Script=Han}\s]*[我你您他她这這的要吗嗎呢吧啊哦][\p{Script=Han}\s]*$/u;

/**
 * "Tlg hantar ke alamat ni", "Kindly deliver to", "Dear seller, pls send to Ali": everything up to a verb of sending and the
 * word after it ("to", "ke", "kepada") leads in. "pos", "post" and "mail" count only with that word ("Pejabat Pos" stays).
 */
export const SEND_CLAUSE =
  /^(?:[^\d\s]+\s+){0,5}?(?:(?:send|ship|deliver|courier|hantar|hntr|hantarkan|antar|kirim|kirimkan|poskan)(?:\s+(?:it|this|these|them|ni|barang|parcel|(?:the|my|our)\s+\p{L}+))?(?:\s+(?:to|ke|kepada|kpd|kat)(?![\p{L}])|\s*$)|(?:pos|post|mail)(?:\s+(?:it|this|ni|barang|parcel))?\s+(?:to|ke|kepada|kpd|kat)(?![\p{L}]))\s*/iu;

/** Where a parcel goes, in a chat after a verb of sending: "pls post to my office ya", "hantar ke rumah mak saya". */
export const SEND_TARGET = new Set('office ofis pejabat rumah umah rmh home house place tempat kedai shop kerja work'.split(' '));
