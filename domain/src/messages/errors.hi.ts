import type { errorsEn } from './errors.en';

/** Hindi texts of `errors.en.ts`; details the server words in English (`{detail}`) are left out. */
export const errorsHi: Record<keyof typeof errorsEn, string> = {
  'errors.forbidden': 'आपका खाता यह नहीं कर सकता।',
  'errors.notFound': 'नहीं मिला।',
  'errors.noSuchCall': 'ऐसा कोई कॉल नहीं है: {method} {url}',
  'errors.invalidJson': 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  'errors.emptyJson': 'अनुरोध का मुख्य भाग खाली है; एक JSON ऑब्जेक्ट भेजें।',
  'errors.mediaType': 'यह सामग्री प्रकार यहाँ स्वीकार नहीं है।',
  'errors.bodyTooLarge': 'अनुरोध का मुख्य भाग बहुत बड़ा है।',
  'errors.invalidRequest': 'अनुरोध मान्य नहीं है। कृपया जाँचकर फिर से प्रयास करें।',
  'errors.refused': 'अनुरोध अस्वीकार कर दिया गया।',
  'errors.notFinite': 'संख्याएँ सीमित होनी चाहिए।',
  'errors.nulCharacter': 'पाठ में NUL अक्षर नहीं होने चाहिए।',
  'errors.tooDeep': 'अनुरोध {max} स्तरों से अधिक गहरा है।',
  'errors.addressTooLong': 'पता बहुत लंबा है।',
  'errors.badAddress': 'पता मान्य नहीं है।',

  'errors.field.required': '{field} आवश्यक है।',
  'errors.field.type': '{field} का प्रकार {type} होना चाहिए।',
  'errors.field.oneOf': '{field} इनमें से एक होना चाहिए: {allowed}।',
  'errors.field.tooLong': '{field} अधिकतम {max} अक्षरों का हो सकता है।',
  'errors.field.tooShort': '{field} कम से कम {min} अक्षरों का होना चाहिए।',
  'errors.field.unknown': '{field} इस कॉल का फ़ील्ड नहीं है।',
  'errors.field.invalid': '{field} मान्य नहीं है।',
  'errors.field.mobile': '{field} 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर होना चाहिए।',
  'errors.field.document': '{field} वही पता होना चाहिए जो इस दस्तावेज़ के अपलोड ने लौटाया।',
  'errors.field.labelled': '{label}: {text}',

  'errors.account.customerExists': 'इस ईमेल से एक उपयोगकर्ता खाता पहले से है। कृपया साइन इन करें।',
  'errors.account.adminExists': 'इस ईमेल से एक एडमिन खाता पहले से है। कृपया साइन इन करें।',
  'errors.account.vendorExists': 'इस ईमेल से एक वेंडर खाता पहले से है। कृपया साइन इन करें।',
  'errors.account.disabled': 'यह खाता बंद कर दिया गया है। इसे फिर से चालू करवाने के लिए कृपया GIA टीम से संपर्क करें।',
  'errors.resetLink.whom': 'खाते की id, या उसकी भूमिका और ईमेल भेजें।',

  'errors.notifications.idsOrAll': 'ids (आपकी सूचनाओं की id की सूची) या all: true भेजें।',
  'errors.notifications.notBoth': 'ids या all: true में से एक ही भेजें, दोनों नहीं।',

  'errors.review.notObject': 'अनुरोध की id और एक वेंडर या अस्वीकृति का कारण वाला JSON ऑब्जेक्ट भेजें।',
  'errors.review.idRequired': 'अनुरोध की id भेजें (id या request_id के रूप में)।',
  'errors.review.reasonTooLong': 'कारण बहुत लंबा है: अधिकतम {max} अक्षर।',
  'errors.review.badStatus':
    "status 'ASSIGNED TO VENDOR' (वेंडर के साथ) या 'REJECTED' (कारण के साथ) होना चाहिए, \"{status}\" नहीं।",
  'errors.review.notBoth': 'या तो सौंपने के लिए वेंडर भेजें या अस्वीकार करने का कारण, दोनों नहीं।',
  'errors.review.nothing':
    'वेंडर सौंपने के लिए assigned_vendor (या assigned_vendor_id), या अस्वीकार करने के लिए admin_rejected_reason (या rejected_reason) भेजें।',
  'errors.review.vendorId': 'वेंडर उसकी id (अंकों) से दिया जाना चाहिए, "{value}" से नहीं।',
  'errors.vendor.unknownCategory': 'अज्ञात वेंडर श्रेणी "{category}"। इनमें से एक चुनें: {allowed}।',
  'errors.vendor.categoryRequired': 'vendor_bussiness_name आवश्यक है। इनमें से एक चुनें: {allowed}।',
  'errors.vendor.none': 'id {id} का कोई वेंडर नहीं है।',
  'errors.vendor.disabled': 'वेंडर {name} (id {id}) बंद है और नया काम नहीं ले सकता।',
  'errors.vendor.wrongKind': 'वेंडर {name} (id {id}) {category} का काम करता है; इस अनुरोध के लिए {needed} वेंडर चाहिए।',
  'errors.request.notObject': 'फ़ॉर्म को उसके फ़ील्ड वाले JSON ऑब्जेक्ट के रूप में भेजें।',
  'errors.request.unknownService': 'अज्ञात service_type "{value}"। इनमें से एक चुनें: {allowed}।',
  'errors.request.none': '{kind} का id {id} वाला कोई अनुरोध नहीं है।',
  'errors.request.noneAssigned': '{kind} का id {id} वाला कोई अनुरोध आपको नहीं सौंपा गया है।',
  'errors.request.stateRefused': 'यह अनुरोध अभी {state} है: यह कार्य केवल {allowed} होने पर हो सकता है।',
  'errors.list.unknownStatus': 'अज्ञात स्थिति "{status}"। इनमें से एक चुनें: {allowed}।',
  'errors.list.badDate': '{name} YYYY-MM-DD के रूप में लिखी तारीख होनी चाहिए, "{value}" नहीं।',

  'errors.upload.onlyTypes': 'केवल JPG, PNG और PDF फ़ाइलें स्वीकार हैं।',
  'errors.upload.noFile': 'कोई फ़ाइल नहीं भेजी गई। एक फ़ाइल चुनें और उसे "image" फ़ील्ड में भेजें।',
  'errors.upload.emptyFile': 'फ़ाइल खाली है। कृपया दूसरी फ़ाइल चुनें।',
  'errors.upload.tooLarge': 'फ़ाइल {mb} MB से बड़ी है। कृपया छोटी फ़ाइल चुनें।',
  'errors.upload.malformed': 'अपलोड पढ़ा नहीं जा सका: मल्टीपार्ट भाग खराब या अधूरा है। कृपया फ़ाइल फिर से चुनें।',
  'errors.document.notFound':
    'यह दस्तावेज़ मौजूद नहीं है, या यह लिंक समाप्त हो गया है या आपके लिए नहीं है। नए लिंक के लिए पेज फिर से लोड करें।',
  'errors.document.notYours':
    'आपके बताए किसी दस्तावेज़ को आपने अपलोड नहीं किया था, या वह अब मौजूद नहीं है। कृपया उसे फिर से अपलोड करें।'
};
