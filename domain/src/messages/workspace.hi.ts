import type { workspaceEn } from './workspace.en';

/** Hindi texts of the request workspaces. */
export const workspaceHi: Record<keyof typeof workspaceEn, string> = {
  'state.PENDING': 'लंबित',
  'state.ASSIGNED TO VENDOR': 'सेवा प्रदाता को सौंपा गया',
  'state.IN PROGRESS': 'प्रगति पर',
  'state.COMPLETED': 'पूर्ण',
  'state.REJECTED': 'अस्वीकृत',

  'part.unavailable': 'यह भाग लोड नहीं हुआ। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',

  'timeline.rejected': 'अस्वीकृत',
  'timeline.declined': 'सेवा प्रदाता ने मना किया',
  'timeline.released': 'GIA टीम के पास वापस',
  'timeline.reopened': 'फिर से खोला गया',
  'timeline.deleted': 'हटाया गया',

  'action.assign': 'सौंपें',
  'action.reopen': 'फिर से खोलें और सौंपें',
  'action.reject': 'अस्वीकार करें',
  'action.delete': 'हटाएँ',
  'action.accept': 'स्वीकार करें',
  'action.decline': 'मना करें',
  'action.complete': 'पूर्ण के रूप में चिह्नित करें',
  'action.release': 'एडमिन को लौटाएँ',

  'workspace.notFound': 'संदर्भ {reference} वाला कोई अनुरोध आपके देखने के लिए उपलब्ध नहीं है।',
  'workspace.reasonRequired': 'कारण बताएँ: ग्राहक और एडमिन इसे पढ़ेंगे।',
  'workspace.reasonTooLong': 'कारण बहुत लंबा है: अधिकतम {max} अक्षर।',
  'workspace.vendorRequired': 'सौंपने के लिए सेवा प्रदाता चुनें।',
  'workspace.stateMoved':
    'यह अनुरोध अब {state} है, इसलिए यह अब नहीं किया जा सकता। क्या बदला, यह देखने के लिए इसे फिर से लोड करें।',
  'workspace.rolesOnly': 'यह कॉल केवल {roles} खातों के लिए है।',
  'workspace.notYourAction': 'आपका खाता इस अनुरोध पर यह नहीं कर सकता।',
  'workspace.unknownAction': 'अज्ञात कार्य "{action}"। इनमें से एक चुनें: {actions}।',
  'workspace.badQuery.range': '{name} यहाँ मान्य नहीं है: 1 से {max} तक की पूर्ण संख्या दें।',
  'workspace.badQuery.kind': '{name} यहाँ मान्य नहीं है: अनुरोध का प्रकार दें, जैसे pan या gstCompany।',
  'workspace.badQuery.oneOf': '{name} यहाँ मान्य नहीं है: इनमें से एक दें: {allowed}।',
  'workspace.badQuery.vendor': '{name} यहाँ मान्य नहीं है: वेंडर की id (अंकों में) दें।',
  'workspace.badQuery.tooLong': '{name} यहाँ मान्य नहीं है: अधिकतम {max} अक्षर।',
  'workspace.badBulk': 'कार्य (assign या reject) और संदर्भ भेजें: 1 से {max} अनुरोध संदर्भ।',
  'workspace.actionDone': 'हो गया: अनुरोध अब {state} है।',
  'workspace.deleted': 'अनुरोध हटा दिया गया।',

  'field.reference': 'संदर्भ',
  'field.customer_name': 'ग्राहक का नाम',
  'field.customer_email': 'ग्राहक का ईमेल',
  'field.customer_phone': 'ग्राहक का फ़ोन',

  'notification.deleted': 'आपका {service} अनुरोध {reference} एडमिन द्वारा हटा दिया गया। कारण: {reason}',
  'notification.deletedPlain': 'आपका {service} अनुरोध {reference} एडमिन द्वारा हटा दिया गया।'
};
