/**
 * The /contact page copy (public-site.md section 2, "Contact"; messages from section 8).
 * Brand-free; the e-mail address and the scheduling URL come from the site config. Interest
 * options live in shared/ (they are part of the submission contract).
 */

/** Heading, introduction and the 30-minute call button. */
export const contactIntro = {
  heading: 'Get In Touch',
  text: 'Whether you are entering a new market, rebuilding your pipeline or weighing an acquisition, tell us what you are working on. A senior advisor will reply within 24 hours.',
  schedule: {
    heading: 'Prefer to talk it through?',
    text: 'Pick a time that suits you for a 30-minute strategy call. No preparation needed.',
    /** Opens the external scheduling page in a new tab. */
    buttonLabel: 'Schedule a 30-Minute Call',
  },
} as const;

/** The 24-hour reply promise, shown beside the form. */
export const contactReplyPromise = 'We reply to every message within 24 hours.';

/** Labels, placeholders and button texts of the message form. */
export const contactFormCopy = {
  heading: 'Send Us a Message',
  firstName: { label: 'First Name', placeholder: 'Jane' },
  lastName: { label: 'Last Name', placeholder: 'Smith' },
  email: { label: 'Email', placeholder: 'jane.smith@company.com' },
  phone: { label: 'Phone (optional)', placeholder: '+1 555 010 0199' },
  companyName: { label: 'Company Name', placeholder: 'Your company' },
  interest: { label: 'Area of Interest', placeholder: 'Select an area of interest' },
  message: {
    label: 'Message',
    placeholder:
      'What are you trying to achieve, by when, and what is standing in the way? A few sentences is plenty.',
  },
  submit: 'Send Message',
  submitting: 'Sending...',
} as const;

/** The contact information box. */
export const contactInfo = {
  heading: 'Contact Information',
  emailLabel: 'Email',
  officeHoursHeading: 'Office Hours',
  officeHours: ['Monday-Friday 9:00am-5:00pm EST', 'Saturday-Sunday: Closed'],
  urgentNote:
    'For urgent matters, please use the Schedule a 30-Minute Call button to book the earliest available time with an advisor.',
} as const;

/** Alert shown after a successful submission. */
export const contactSuccessAlert = {
  title: 'Message Received!',
  text: 'Thank you for getting in touch. A member of our team will reply within 24 hours to arrange your strategy session.',
} as const;

/** Toasts of the form (public-site.md section 8). */
export const contactToasts = {
  success: {
    title: 'Your request has been submitted!',
    description: 'Our team will contact you shortly to schedule your strategy session.',
  },
  failure: {
    title: 'There was a problem submitting your request',
    description: 'Please try again later or contact us directly via email.',
  },
} as const;
