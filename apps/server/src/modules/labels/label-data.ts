/** One side of a waybill as printed on its label. */
export interface LabelParty {
  name: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  prov: string;
  /** 'Malaysia', or the receiving country's name. */
  country: string;
}

/** Everything a waybill label shows; the order module fills it from a placed order. */
export interface WaybillLabel {
  /** 12 digits, e.g. '600000012346'. */
  waybillNo: string;
  sender: LabelParty;
  receiver: LabelParty;
  /** Destination / sort code printed big, e.g. 'KUL 55100' or 'SG-INT'. */
  sortCode: string;
  /** Product code: 'EZ' | 'SF' | 'EX' | 'SC' | 'JS'. */
  product: string;
  /** e.g. 'Standard'. */
  productName: string;
  /** 'PICK UP' | 'DROP OFF'. */
  serveType: string;
  /** Chargeable weight in grams, printed as kg with up to 2 decimals. */
  weightG: number;
  /** 'n of m' for a multi-parcel shipment (1 of 1 for one parcel). */
  piece: number;
  pieces: number;
  /** 0 = no COD; else printed prominently, e.g. 'COD RM 1,234.50'. */
  codSen: number;
  customerOrderNo: string | null;
  goodsName: string;
  remarks: string | null;
  /** Print time, shown in Malaysian time (UTC+8) as 'YYYY-MM-DD HH:mm'. */
  printedAt: Date;
}

/** thermal: 100 x 150 mm, one label a page; a4: four labels a page (2 x 2 cells of 105 x 148.5 mm). */
export type LabelFormat = 'thermal' | 'a4';
