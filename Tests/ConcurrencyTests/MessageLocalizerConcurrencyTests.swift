@testable import CLDRPlural
import Foundation
import PluralLocalization
@testable import PluralMessages
import Testing

/// One localizer shared by many tasks, as a server shares it between requests: every task gets
/// the answers a lone caller gets. Also run under ThreadSanitizer by `.ci/run`.
@Suite struct MessageLocalizerConcurrencyTests {
    static let headers: [String?] = [
        nil, "ru", "pl-PL, en;q=0.5", "fr-CH", "ar", "en;q=0, fr", "de", "*;q=0", "zh-Hant-HK", "ar-EG;q=0.9, ru;q=0.1",
    ]
    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1234, 1_000_000, -1]

    static func table() throws -> MessageTable {
        let forms: [String: [(String, String)]] = [
            "en": [("zero", "No files"), ("one", "%d file"), ("other", "%d files")],
            "ru": [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")],
            "pl": [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")],
            "fr": [("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")],
            "ar": [("zero", "لا ملفات"), ("one", "ملف"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"), ("other", "%d ملف")],
        ]
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        for (language, forms) in forms {
            let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string><key>files</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict></dict></dict></plist>
                """
            try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: language)
        }
        return table
    }

    @Test func manyTasksShareOneLocalizer() async throws {
        let table = try Self.table()
        // The answers of a localizer used by one caller only.
        let alone = try MessageLocalizer(table: table, rulesProvider: CLDRPluralRulesProvider())
        var expected: [String: String] = [:]
        for header in Self.headers {
            for count in Self.counts {
                let answer = try alone.render(key: "files", preferredLanguages: .acceptLanguage(header), arguments: .positional([.integer(count)]))
                expected["\(header ?? "-") \(count)"] = "\(answer.contentLanguage) \(answer.text)"
            }
        }
        #expect(expected["ru 22"] == "ru 22 файла")
        #expect(expected["ar 2"] == "ar ملفان")

        let shared = try MessageLocalizer(table: table, rulesProvider: CLDRPluralRulesProvider())
        let answers = expected
        let failures = await withTaskGroup(of: [String].self) { group in
            for task in 0..<32 {
                group.addTask {
                    var failures: [String] = []
                    for round in 0..<3 {
                        // Each task walks the headers in its own order, so languages change under each other.
                        for index in Self.headers.indices {
                            let header = Self.headers[(index + task + round) % Self.headers.count]
                            for count in Self.counts {
                                let key = "\(header ?? "-") \(count)"
                                do {
                                    let answer = try shared.render(key: "files", preferredLanguages: .acceptLanguage(header), arguments: .positional([.integer(count)]))
                                    if "\(answer.contentLanguage) \(answer.text)" != answers[key] { failures.append(key) }
                                } catch {
                                    failures.append("\(key): \(error)")
                                }
                            }
                        }
                    }
                    return failures
                }
            }
            var all: [String] = []
            for await failures in group { all += failures }
            return all
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
