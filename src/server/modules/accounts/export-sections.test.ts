import { describe, expect, it } from 'vitest';
import { serverModules } from '..';
import { exportSectionsOf, type SuppliedExportSections } from './export-sections';

const suppliedBy = (modules: typeof serverModules): SuppliedExportSections[] =>
  modules.flatMap(({ area, exportSections }) =>
    exportSections ? [{ area, sections: exportSections }] : [],
  );

describe("the data export's sections", () => {
  it("come from the server's modules, each section from one of them", () => {
    const sections = exportSectionsOf(suppliedBy(serverModules));
    expect(Object.keys(sections)).toEqual([
      'survey',
      'intent',
      'boundaries',
      'points',
      'quickTasks',
      'taskConfirmations',
      'dailyChallenges',
      'dares',
      'adventures',
      'coachSessions',
    ]);
  });

  it('refuse a section no module supplies, naming it', () => {
    const withoutDares = serverModules.filter(({ area }) => area !== 'dares');
    expect(() => exportSectionsOf(suppliedBy(withoutDares))).toThrow(
      "The data export's dares section is supplied by no module.",
    );
  });

  it('refuse a section two modules supply, naming both', () => {
    const twice = [
      ...suppliedBy(serverModules),
      { area: 'rogue', sections: { intent: () => Promise.resolve(null) } },
    ];
    expect(() => exportSectionsOf(twice)).toThrow(
      "The data export's intent section is supplied more than once: by the intent module and the rogue module.",
    );
  });
});
