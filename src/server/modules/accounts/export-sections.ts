import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';

/** What each section of a player's data export reads with. */
export interface ExportReading {
  /** The export's one read-only snapshot: every section reads the same moment. */
  tx: Executor;
  /** Opens the encrypted fields a section shows (docs/matching-and-privacy.md). */
  cipher: FieldCipher;
  playerId: string;
  /** The couples the player has been in, ended ones too, oldest first. */
  coupleIds: readonly string[];
  /** When the export is made, for rules on the clock (a dare's expiry). */
  now: Date;
}

type Section<T> = (reading: ExportReading) => Promise<T>;
type Play = AccountExport['play'];

/**
 * The parts of "Download my data" (docs/accounts.md) that the areas owning the data read, each
 * as the app shows it to the player. The areas supply them (defineModule's `exportSections`),
 * so accounts depends on no play area; it reads the rest itself and keeps the export's order.
 */
export type ExportSections = {
  survey: Section<AccountExport['survey']>;
  intent: Section<AccountExport['intent']>;
  boundaries: Section<AccountExport['boundaries']>;
} & { [Name in keyof Play]: Section<Play[Name]> };

type SectionName = keyof ExportSections;

/** The sections one module supplies, named by its area for start-up errors. */
export interface SuppliedExportSections {
  area: string;
  sections: Partial<ExportSections>;
}

// A record, so that a section added to the export's type must be listed here too.
const SECTION_NAMES = Object.keys({
  survey: true,
  intent: true,
  boundaries: true,
  points: true,
  quickTasks: true,
  taskConfirmations: true,
  dailyChallenges: true,
  dares: true,
  adventures: true,
  coachSessions: true,
} satisfies Record<SectionName, true>) as SectionName[];

/**
 * Every section from the module that supplies it. A section no module supplies, or two do, is
 * a fault of the server's make-up: it refuses to start, naming each such section.
 */
export function exportSectionsOf(supplied: readonly SuppliedExportSections[]): ExportSections {
  const faults: string[] = [];
  const sections = SECTION_NAMES.map((name) => {
    const suppliers = supplied.filter(({ sections: own }) => own[name]);
    if (suppliers.length === 0)
      faults.push(`The data export's ${name} section is supplied by no module.`);
    if (suppliers.length > 1)
      faults.push(
        `The data export's ${name} section is supplied more than once: by the ${suppliers
          .map(({ area }) => area)
          .join(' module and the ')} module.`,
      );
    return [name, suppliers[0]?.sections[name]] as const;
  });
  if (faults.length > 0) throw new Error(faults.join('\n'));
  return Object.fromEntries(sections) as ExportSections;
}
