import { useState } from 'react';
import { Box, Button, Container, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AdminHeader } from './admin-header';
import { CategoriesTab } from './data-tools/categories-tab';
import { ExperienceTypesTab } from './data-tools/experience-types-tab';
import { OptionsTab } from './data-tools/options-tab';
import { ResponseFormatsTab } from './data-tools/response-formats-tab';
import { SummaryTiles, type DataTab } from './data-tools/summary-tiles';
import { tone } from '../../lib/tones';

const TABS: { value: DataTab; label: string }[] = [
  { value: 'categories', label: 'Categories' },
  { value: 'responseFormats', label: 'Response Formats' },
  { value: 'options', label: 'Options' },
  { value: 'experienceTypes', label: 'Experience Types' },
];

/**
 * /admin/data-tools: the survey's reference data and the experience types. The intent
 * preferences' choices are fixed in code, so they have no tab (docs/staff-accounts.md).
 */
export function DataToolsPage() {
  const [tab, setTab] = useState<DataTab>('categories');

  return (
    <Box mih="100dvh" bg={tone.mutedSurface}>
      <AdminHeader
        title="Data Tools"
        subtitle="Manage the survey's categories, response formats and options, and the experience types."
        leading={
          <Button
            component={Link}
            to={paths.adminDashboard.getHref()}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Dashboard
          </Button>
        }
      />
      <Container component="main" size="xl" py="lg">
        <Stack gap="lg">
          <SummaryTiles active={tab} />
          {/* Panels unmount when hidden, so each tab loads afresh when chosen. */}
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as DataTab | null) ?? 'categories')}
            keepMounted={false}
          >
            <Tabs.List>
              {TABS.map(({ value, label }) => (
                <Tabs.Tab key={value} value={value}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel pt="md" value="categories">
              <CategoriesTab />
            </Tabs.Panel>
            <Tabs.Panel pt="md" value="responseFormats">
              <ResponseFormatsTab />
            </Tabs.Panel>
            <Tabs.Panel pt="md" value="options">
              <OptionsTab />
            </Tabs.Panel>
            <Tabs.Panel pt="md" value="experienceTypes">
              <ExperienceTypesTab />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </Box>
  );
}
