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
export function tidyText(text: string): string {
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
