import Foundation
import PluralMessages

// Every accessor with variables, in every language, for 0, 1, 2, 5, 21 (and 1.5 where a number may have a fraction).
let languages = ["en", "ru", "pl", "ar"]
let counts = [0, 1, 2, 5, 21]
for language in languages {
    print("== \(language)")
    for n in counts {
        print(L10n.Localizable.filesSelected(count: n, languages: [language]))
    }
    let bytes: UInt8 = 21
    print(L10n.Localizable.filesSelected(count: bytes, languages: [language]))
    let name = "Anna"
    print(L10n.Localizable.greeting(name, languages: [language]))
    print(L10n.Localizable.orderNumber(1042, languages: [language]))
    print(L10n.Localizable.memberJoined(who: .female, languages: [language]))
    for n in counts { print(L10n.Catalog.items(Int64(n), languages: [language])) }
    for km in [0, 1, 2, 5, 21, 1.5] { print(L10n.Catalog.distanceWalked(km: km, languages: [language])) }
    for n in counts { print(L10n.Messages.inbox(count: n, languages: [language])) }
    print(L10n.Messages.inbox(count: 1.5, languages: [language]))
    print(L10n.Messages.party("Anna", hostGender: .female, languages: [language]))
    print(L10n.Onboarding.progressStep(2, 5, languages: [language]))
}
// The process's preferred languages (LANGUAGE, set by the script).
print("== LANGUAGE=\(ProcessInfo.processInfo.environment["LANGUAGE"] ?? "")")
print(L10n.Localizable.filesSelected(count: 5))
// A request's Accept-Language header.
let answer = try L10n.Localizable.filesSelected(count: 22, acceptLanguage: "pl-PL, en;q=0.5")
print(answer.text, answer.contentLanguage)
