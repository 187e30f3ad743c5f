import type { CustomerTextKey } from './texts.en';

/** Hindi texts of the customer app; fetched only when Hindi is chosen. */
export const customerTextsHi: Record<CustomerTextKey, string> = {
  'customer.newRequest': 'नई सेवा का अनुरोध करें',
  'customer.submitted': 'आपका अनुरोध {reference} जमा हो गया। इसे देखते रहने के लिए यह संदर्भ संख्या संभाल कर रखें।',
  'customer.allRequests': 'मेरे सभी अनुरोध',
  'customer.tileNone': 'अभी कोई अनुरोध नहीं',
  'customer.tileOne': '1 अनुरोध',
  'customer.tileMany': '{count} अनुरोध',
  'customer.tileOpen': '{count} खुले',
  'customer.pageIntro': 'यह संदर्भ संख्या संभाल कर रखें: हमें फ़ोन या पत्र लिखते समय इसे बताएँ।'
};
