/**
 * Terms of Service (/terms, 13 sections) and Privacy Policy (/privacy, 15 sections), both
 * effective 1 March 2025 (public-site.md section 2, "Legal and cookie pages"). The documents name
 * the firm and its contact address, so they are built from the firm identity in the site config.
 * Section headings are unnumbered; the page numbers them in order.
 */
import { withBrandDeep, type FirmIdentity } from './brand';
import type { LegalDocument } from './types';

/** Effective date of both documents (ISO). */
export const legalEffectiveDate = '2025-03-01';

/** Token for the firm's contact e-mail inside the legal text. */
const EMAIL_TOKEN = '{email}';

function fill(document: LegalDocument, firm: FirmIdentity): LegalDocument {
  const branded = withBrandDeep(document, firm.brandName);
  const mail = (text: string) => text.split(EMAIL_TOKEN).join(firm.contactEmail);
  return {
    ...branded,
    intro: mail(branded.intro),
    sections: branded.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map(mail),
    })),
  };
}

const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: legalEffectiveDate,
  intro:
    'These Terms of Service ("Terms") govern your use of this website and of the advisory, consulting and related services provided by {brand} ("{brand}", "we", "us" or "our"). Please read them carefully. By using the website or engaging our services, you agree to be bound by these Terms.',
  sections: [
    {
      heading: 'Scope of Services',
      paragraphs: [
        '{brand} provides strategy, enablement and execution advisory services, including market and growth strategy, business development, operational optimization, technology and AI integration, partner and channel development, consulting and execution support, and mergers and acquisitions advisory (the "Services").',
        'The scope, deliverables, timeline and fees of each engagement are set out in a written proposal, engagement letter or statement of work agreed between you and us (an "Engagement Agreement"). If an Engagement Agreement conflicts with these Terms, the Engagement Agreement prevails to the extent of the conflict.',
        'We do not provide legal, tax, audit or accounting advice, and we do not provide regulated investment or securities services. Where an engagement requires such advice or services, we will work alongside the professional advisers you appoint.',
      ],
    },
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By accessing this website, submitting an inquiry or engaging our Services, you confirm that you have read, understood and agree to these Terms. If you do not agree, please do not use the website or our Services.',
        'You must be 18 years of age or older, or otherwise have the legal capacity to enter into a binding contract under the laws that apply to you, to use our Services. If you accept these Terms on behalf of a company or other organization, you confirm that you have authority to bind that organization, and "you" then refers to that organization.',
      ],
    },
    {
      heading: 'Use of Our Website',
      paragraphs: [
        'You may use this website only for lawful purposes, including to learn about us and our Services and to contact us. You agree not to:',
        "- use the website in any way that breaches applicable law or regulation;\n- attempt to gain unauthorized access to the website, its servers or any connected system or database;\n- introduce viruses, malicious code or any other technologically harmful material;\n- use automated means to scrape or harvest content, or to submit data through the website's contact and newsletter forms;\n- submit false or misleading information, or another person's information without their permission.",
        'We may update, suspend or withdraw any part of the website at any time without notice. Articles, podcast episodes, case studies and the results of the free AI sales diagnostic are provided for general information only.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Each party will keep confidential all non-public business, financial, technical and commercial information disclosed by the other party in connection with the Services ("Confidential Information"), will use it only for the purposes of the engagement, and will disclose it only to its personnel and professional advisers who need to know it and are bound by equivalent obligations.',
        'These obligations do not apply to information that is or becomes public through no fault of the receiving party, was lawfully known to the receiving party before disclosure, is independently developed without use of the Confidential Information, or must be disclosed by law, regulation or court order, provided that, where lawful, the receiving party gives the other party prompt notice of the requirement.',
        'Confidentiality obligations continue for the duration of the engagement and for three years after it ends, or longer where an Engagement Agreement or a separate non-disclosure agreement so provides. Information you send us through the website before an engagement begins is treated in confidence and handled in accordance with our Privacy Policy.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'All content on this website, including text, graphics, logos, illustrations, audio and software, is owned by or licensed to {brand} and is protected by copyright, trademark and other intellectual property laws. You may view, download and print pages for your own personal or internal business reference, provided you keep all copyright and other proprietary notices intact. Any other reproduction, distribution or commercial use requires our prior written consent.',
        'Unless an Engagement Agreement provides otherwise, you will own the final deliverables we create specifically for you once the relevant fees have been paid in full. We retain ownership of our pre-existing materials, methodologies, frameworks, templates, tools and know-how, including improvements to them made during an engagement ("Pre-existing Materials"). To the extent Pre-existing Materials are incorporated into your deliverables, we grant you a non-exclusive, perpetual, royalty-free license to use them for your internal business purposes.',
        'We will name you as a client, or describe our work for you, only with your prior written consent.',
      ],
    },
    {
      heading: 'Fees and Payment',
      paragraphs: [
        'Fees, expenses and billing milestones for each engagement are set out in the Engagement Agreement. Unless stated otherwise, fees exclude goods and services tax, value added tax and any other applicable taxes, which will be added to invoices where required by law.',
        'Invoices are payable within 30 days of the invoice date, in the currency stated on the invoice, without set-off or deduction except as required by law.',
        'If an invoice remains unpaid after its due date, we may, after giving you written notice, suspend the Services until all overdue amounts have been paid. Suspension does not relieve you of the obligation to pay, and agreed timelines will be extended by the period of the suspension. Please raise any dispute about an invoice in writing within 14 days of receiving it; undisputed amounts remain payable when due.',
      ],
    },
    {
      heading: 'Data Protection',
      paragraphs: [
        'We process personal data in accordance with our Privacy Policy and applicable data protection laws, including the Singapore Personal Data Protection Act 2012 (PDPA) and, where it applies, the EU General Data Protection Regulation (GDPR).',
        'Where we process personal data on your behalf in the course of an engagement, we will do so only on your documented instructions, keep it secure and confidential, and enter into a data processing agreement where the law requires one. You are responsible for having a lawful basis to share personal data with us and for giving any notices required to the individuals concerned.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The website and its content are provided "as is" and "as available". While we take care to keep information accurate and current, we do not warrant that the website will be uninterrupted, error-free or free from harmful components, or that its content is complete or up to date.',
        'Articles, podcast episodes, case studies, diagnostic results and other website content are general information and do not constitute professional advice for your specific circumstances. Results described in case studies and testimonials reflect the circumstances of particular clients and are not a promise or guarantee of similar results.',
        'We perform the Services with reasonable skill and care. Because business outcomes depend on many factors outside our control, including market conditions and decisions made by you and by third parties, we do not guarantee any specific commercial result, such as revenue, pipeline, funding or the completion of a transaction, unless we expressly agree to do so in writing.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, neither party will be liable to the other for any indirect, incidental, special or consequential loss, or for any loss of profits, revenue, business, goodwill or anticipated savings, however arising, even if it was advised of the possibility of such loss.',
        "To the fullest extent permitted by law, {brand}'s total aggregate liability arising out of or in connection with the Services or an engagement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, is limited to the fees paid to us under the relevant Engagement Agreement in the 12 months before the event giving rise to the claim.",
        'Nothing in these Terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded under applicable law.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate an engagement by giving the other 30 days' written notice, unless the Engagement Agreement provides a different notice period.",
        'Either party may terminate an engagement immediately by written notice if the other party commits a material breach that is not remedied within 14 days of receiving written notice describing it, or if the other party becomes insolvent, enters liquidation, judicial management or administration, or makes an arrangement with its creditors.',
        'On termination, you will pay for all Services performed and expenses incurred up to the termination date. The provisions on confidentiality, intellectual property, fees and payment, limitation of liability and governing law survive termination. We may suspend or restrict your access to the website at any time if we reasonably believe you have breached these Terms.',
      ],
    },
    {
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        'These Terms, and any dispute or claim arising out of or in connection with them, the website or the Services (including non-contractual disputes or claims), are governed by the laws of the Republic of Singapore.',
        'Each party irrevocably submits to the exclusive jurisdiction of the courts of Singapore. Before starting proceedings, other than for urgent interim relief, the parties will try in good faith to resolve the dispute through discussion between senior representatives for at least 30 days.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'We may amend these Terms from time to time, for example to reflect changes to our Services, the law or our business. The amended Terms will be published on this page with a new effective date.',
        'Amendments apply to your use of the website from the date they are published. They do not change an Engagement Agreement already in force unless both parties agree in writing. If you do not agree with the amended Terms, please stop using the website.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have any questions about these Terms, please contact us at {email}. We will respond as promptly as we can, normally within one business day.',
      ],
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: legalEffectiveDate,
  intro:
    '{brand} ("we", "us" or "our") respects your privacy. This Privacy Policy explains how we collect, use, disclose, transfer and protect personal data when you visit our website, contact us, subscribe to our newsletter or engage our services, and the choices and rights you have. We handle personal data in accordance with the Singapore Personal Data Protection Act 2012 (PDPA) and, where it applies to our processing, the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: 'Who We Are',
      paragraphs: [
        '{brand} is a strategy and advisory firm. For the purposes of this Policy, {brand} is the organization responsible for your personal data and, where the GDPR applies, the data controller.',
        'We have appointed a Data Protection Officer to oversee our compliance with this Policy and with applicable data protection laws. You can reach our Data Protection Officer at {email}.',
      ],
    },
    {
      heading: 'Scope of This Policy',
      paragraphs: [
        'This Policy applies to personal data we process about visitors to our website, people who contact us or subscribe to our communications, prospective and current clients and their representatives, and business contacts we meet in the course of our work.',
        'It does not apply to personal data we process on behalf of clients within an engagement; that processing is governed by the relevant engagement agreement and any data processing agreement. Nor does it apply to third-party websites, services or podcast platforms linked from our website.',
      ],
    },
    {
      heading: 'Personal Data We Collect',
      paragraphs: [
        'Depending on how you interact with us, we may collect:',
        '- contact and identity data: first and last name, e-mail address, telephone number, company name and job title;\n- inquiry data: your area of interest, the content of your message and any information you choose to share about your business;\n- newsletter data: your e-mail address and subscription preferences;\n- engagement data: information about you as a client representative, such as correspondence, meeting notes and billing details;\n- technical data: IP address, browser type and version, device type, operating system, referring page, pages visited and the date and time of your visit;\n- cookie and preference data: your cookie consent choices and, where you allow them, data collected by analytics, preference and session cookies.',
        'Please do not send us sensitive personal data, such as health information, national identification numbers or financial account details, through the website. Your answers to the free AI sales diagnostic are processed in your browser and are not sent to us, and the same applies to likes, ratings and comments you add to articles.',
      ],
    },
    {
      heading: 'How We Collect Personal Data',
      paragraphs: [
        'We collect personal data:',
        '- directly from you, when you complete our contact form, subscribe to our newsletter, book a call through our scheduling service, e-mail or call us, or meet us at an event;\n- automatically, when you use our website, through server logs and, with your consent, cookies and similar technologies;\n- from your organization, when it engages us and names you as a contact;\n- from publicly available sources, such as company websites and professional networking profiles, when we research prospective clients and partners in a business context.',
        'If you give us personal data about another person, such as a colleague, please make sure they are aware of this Policy and that you are entitled to share their data with us.',
      ],
    },
    {
      heading: 'How We Use Personal Data and Our Legal Bases',
      paragraphs: [
        'We use personal data only for purposes that a reasonable person would consider appropriate in the circumstances. Where the GDPR applies, we rely on the following legal bases:',
        '- responding to your inquiries and arranging calls: our legitimate interest in responding to business inquiries, or steps taken at your request before entering into a contract;\n- delivering and managing our Services, including invoicing: performance of a contract with you or your organization;\n- sending our newsletter and other marketing communications: your consent, which you can withdraw at any time;\n- operating, securing and improving our website, including preventing spam and abuse of our forms: our legitimate interest in running a secure and effective website;\n- understanding how our website is used through analytics cookies: your consent;\n- complying with legal, regulatory, tax and accounting obligations, and establishing, exercising or defending legal claims: legal obligation and our legitimate interests.',
        'Under the PDPA, we collect, use and disclose personal data with your consent or deemed consent, or where an exception under the PDPA applies, such as the legitimate interests or business improvement exceptions. We will not use your personal data for a new purpose without notifying you and, where required, obtaining your consent.',
      ],
    },
    {
      heading: 'Cookies and Marketing Communications',
      paragraphs: [
        'Our website uses strictly necessary cookies to function, including to remember your cookie choices. With your consent, we also use analytics cookies to understand how visitors use the website, preference cookies to remember settings such as your display theme, and session cookies to keep your experience consistent during a visit. These optional categories stay off until you switch them on.',
        'You can review and change your choices at any time on our Cookie Settings page. Your choices are stored for up to 365 days, after which we ask you again.',
        'We send marketing e-mails, including our newsletter, only where you have subscribed or otherwise consented, or where the law permits it. Every marketing e-mail contains an unsubscribe link, and you can ask us to stop at any time by contacting us. We do not send marketing messages to Singapore telephone numbers listed on the Do Not Call Registry unless you have given us clear and unambiguous consent.',
      ],
    },
    {
      heading: 'Disclosure of Personal Data',
      paragraphs: [
        'We do not sell personal data. We disclose it only:',
        '- to service providers that process it on our behalf, such as cloud hosting, e-mail delivery, scheduling, analytics and IT support providers, under contracts that require them to protect it and use it only on our instructions;\n- to our professional advisers, such as lawyers, auditors and insurers, where necessary;\n- to partners or other parties with your consent, for example when you ask us to make an introduction;\n- to a buyer or successor in connection with a merger, acquisition or reorganization of our business, subject to equivalent confidentiality and protection commitments;\n- to regulators, law enforcement agencies, courts or other authorities where required by law, or where necessary to protect our rights, property or safety or those of others.',
      ],
    },
    {
      heading: 'International Transfers',
      paragraphs: [
        'We and our service providers operate in several countries, so your personal data may be transferred to, stored in or accessed from countries other than the one in which it was collected, including Singapore, the United States and member states of the European Union.',
        "When we transfer personal data out of Singapore, we take appropriate steps, including contractual clauses, to ensure that the recipient protects it to a standard comparable to the PDPA, as its Transfer Limitation Obligation requires. When we transfer personal data out of the European Economic Area or the United Kingdom, we rely on an adequacy decision or on appropriate safeguards such as the European Commission's Standard Contractual Clauses. You may contact us for more information about these safeguards.",
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep personal data only for as long as it is needed for the purposes for which it was collected, or as required by law. In general:',
        '- contact form inquiries are kept for up to 24 months after our last interaction with you, unless they lead to an engagement;\n- newsletter data is kept until you unsubscribe, after which we keep only a record of your opt-out so that we can respect it;\n- client and engagement records, including invoices, are kept for the duration of the engagement and for up to seven years afterwards to meet legal, tax and accounting requirements;\n- server logs are kept for up to 90 days, unless they are needed to investigate a security incident;\n- your cookie consent choice is stored in your browser for up to 365 days.',
        'When personal data is no longer needed, we securely delete or anonymize it.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Subject to applicable law, you have the right to:',
        '- request access to the personal data we hold about you and information on how it has been used or disclosed in the year before your request;\n- ask us to correct personal data that is inaccurate or incomplete;\n- withdraw your consent at any time, without affecting processing carried out before the withdrawal (we will explain any likely consequences of withdrawing);\n- where the GDPR applies, ask us to erase your personal data, to restrict or object to its processing (including objecting at any time to direct marketing), and to receive your data in a portable format.',
        'To exercise these rights, contact our Data Protection Officer at {email}. We may need to verify your identity before acting on a request. We aim to respond within 30 days and will tell you if we need longer. Under the PDPA, we may charge a reasonable fee for an access request; if so, we will tell you the amount before we proceed.',
        'If you are not satisfied with our response, you may complain to the Personal Data Protection Commission of Singapore or, where the GDPR applies, to the data protection supervisory authority in the EU member state where you live or work or where the alleged infringement took place.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect personal data with reasonable security arrangements appropriate to its sensitivity, including encryption in transit and at rest, access controls based on least privilege, multi-factor authentication for staff accounts, logging and monitoring, and confidentiality obligations for our personnel and service providers.',
        'No method of transmission over the internet or of electronic storage is completely secure. If we become aware of a data breach that is likely to result in significant harm to you or a high risk to your rights and freedoms, we will notify you and the relevant authorities as required by the PDPA and, where applicable, the GDPR.',
      ],
    },
    {
      heading: 'Third-Party Links',
      paragraphs: [
        'Our website links to third-party websites and services, such as our scheduling provider, podcast platforms and social networks. When you follow these links, the third party collects and uses your data under its own privacy policy. We are not responsible for the content or privacy practices of third-party websites and encourage you to read their policies before giving them any personal data.',
      ],
    },
    {
      heading: 'Individuals Under 18',
      paragraphs: [
        'Our website and Services are intended for business professionals and are not directed at individuals under 18 years of age. We do not knowingly collect personal data from anyone under 18. If you believe that a person under 18 has given us personal data, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this Policy from time to time to reflect changes to our practices, our Services or the law. The updated Policy will be published on this page with a new effective date. Where changes are significant, we will take reasonable steps to let you know, for example through a notice on our website or, if you are a subscriber or client, by e-mail.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have questions about this Policy, wish to exercise your rights or want to make a complaint, please write to our Data Protection Officer at {email}, with "Personal Data" in the subject line so that we can route your message promptly. Please include your name, your contact details and a short description of your request.',
      ],
    },
  ],
};

/** The Terms of Service (13 sections) for the firm identity in the site config. */
export function getTermsOfService(firm: FirmIdentity): LegalDocument {
  return fill(termsOfService, firm);
}

/** The Privacy Policy (15 sections) for the firm identity in the site config. */
export function getPrivacyPolicy(firm: FirmIdentity): LegalDocument {
  return fill(privacyPolicy, firm);
}
