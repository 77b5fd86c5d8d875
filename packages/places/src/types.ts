import type { Region } from "./hand/spellings";

/** One city or municipality as data/gazetteer.json stores it. */
export interface TownRow {
  /** House spelling: PSGC's name without "City" unless the bare word is a province's ("Cebu City"). */
  readonly name: string;
  /** PSGC's own name and code. */
  readonly psgc: string;
  readonly code: string;
  /** The province it lies in; "Metro Manila" for the capital region's cities. */
  readonly province: string;
  readonly region: Region;
  readonly city: boolean;
  /** Named by real listings (hand list): the vocabulary running text is read for. */
  readonly listed: boolean;
  /** Stands for its city in running text without a province beside it. */
  readonly standalone: boolean;
  /** The metropolitan area it belongs to, as listing sources group towns ("Metro Cebu"). */
  readonly metro?: string;
  /** Other spellings (hand list and PSGC's name). */
  readonly spellings: readonly string[];
  /** Its barangays, PSGC spelling, "|"-separated. */
  readonly barangays: string;
  /** Barangay → how many rows of the listing datasets name it with this town. */
  readonly seen: Readonly<Record<string, number>>;
}

export interface LocalityRow {
  readonly key: string;
  /** Index into towns. */
  readonly town: number;
  /** The PSGC barangay it lies in, when it lies in one and is not one itself. */
  readonly barangay?: string;
  /** Whether PSGC lists a barangay of this name in the town. */
  readonly isBarangay: boolean;
  /** Stands for its town on its own in an address. */
  readonly standalone: boolean;
}

export interface GazetteerData {
  readonly source: string;
  readonly provinces: readonly (readonly [name: string, region: Region])[];
  readonly towns: readonly TownRow[];
  readonly localities: readonly LocalityRow[];
  readonly provinceAliases: Readonly<Record<string, string>>;
  readonly regionAliases: Readonly<Record<string, readonly string[]>>;
  readonly cityWords: Readonly<Record<string, string>>;
  readonly cityFormOwner: Readonly<Record<string, string>>;
  /** Metro Cebu barangay key → the town id listings mean by it, where another Metro Cebu town shares it. */
  readonly metroCebuBarangayTown: Readonly<Record<string, string>>;
}
