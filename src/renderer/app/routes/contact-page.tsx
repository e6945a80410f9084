import { ContactPage } from '../../features/info/contact-page';
import { ContactSupportForm } from '../../features/support/contact-support-form';

/** /contact: the public contact page, with the Contact Support form for visitors. */
export function ContactPageWithForm() {
  return <ContactPage messageForm={<ContactSupportForm />} />;
}
