import { Anchor, Box, Container, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { VelvetLogo } from './public-header';

const linkGroups = [
  {
    id: 'footer-product',
    title: 'Product',
    links: [
      { label: 'Features', href: paths.features.getHref() },
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'Create Account', href: paths.register.getHref() },
    ],
  },
  {
    id: 'footer-company',
    title: 'Company',
    links: [
      { label: 'About', href: paths.about.getHref() },
      { label: 'Blog', href: paths.blog.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Security', href: paths.security.getHref() },
    ],
  },
];

/** The footer of every public page: the site's links, the 18+ notice and the copyright. */
export function PublicFooter() {
  // The copyright runs to the year the page is read in.
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="velvet.9" c="white" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xl">
          <Stack gap="xs">
            <VelvetLogo inverted />
            <Text size="sm">Play deeper. Love bolder.</Text>
            <Text size="sm">For couples, adults 18+ only.</Text>
          </Stack>
          {linkGroups.map((group) => (
            <Box component="nav" key={group.id} aria-labelledby={group.id}>
              <Text id={group.id} fw={700} size="sm" mb="xs" tt="uppercase">
                {group.title}
              </Text>
              <List listStyleType="none" spacing="xs" size="sm">
                {group.links.map((link) => (
                  <List.Item key={link.href}>
                    <Anchor component={Link} to={link.href} c="white" size="sm">
                      {link.label}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Box>
          ))}
        </SimpleGrid>
        <Group
          justify="space-between"
          gap="xs"
          mt="xl"
          pt="md"
          style={{ borderTop: '1px solid rgba(255, 255, 255, 0.25)' }}
        >
          <Text size="sm">© {year} Velvet. All rights reserved.</Text>
          <Text size="sm">Your data is never sold.</Text>
        </Group>
      </Container>
    </Box>
  );
}
