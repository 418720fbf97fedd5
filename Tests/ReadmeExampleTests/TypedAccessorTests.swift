import Foundation
import PluralMessages
import Testing

/// README "Typed accessors" and the DocC page TypedAccessors.md: the accessors the LocalizedAccessors
/// plugin generates from this target's Resources.
@Suite struct TypedAccessorTests {
    @Test func readme() throws {
        let files = L10n.Localizable.files(files: 5, languages: ["ru"])     // "5 файлов"
        let runs = L10n.Localizable.runsCompleted(done: 1, total: 3)       // the process's languages
        let answer = try L10n.Localizable.files(files: 2, acceptLanguage: "ru, en;q=0.5")
        #expect(files == "5 файлов")
        #expect(!runs.isEmpty)
        #expect(answer.contentLanguage == "ru")
        #expect(answer.text == "2 файла")
    }

    @Test(arguments: [(0, "No files"), (1, "1 file"), (2, "2 files"), (21, "21 files")])
    func english(count: Int, expected: String) {
        #expect(L10n.Localizable.files(files: count, languages: ["en"]) == expected)
        #expect(L10n.Localizable.files(files: UInt8(count), languages: ["en-GB"]) == expected)
    }

    @Test func twoVariables() {
        #expect(L10n.Localizable.runsCompleted(done: 1, total: 3, languages: ["en"]) == "One of 3 runs completed")
        #expect(L10n.Localizable.runsCompleted(done: 2, total: 1, languages: ["en"]) == "2 of 1 run completed")
    }

    /// Any integer type; the widest values `%d` shows are `Int`'s (the renderer refuses more digits for
    /// an integer conversion, and the accessor then gives the key).
    @Test func widestIntegers() {
        #expect(L10n.Localizable.files(files: Int64.max, languages: ["en"]) == "9,223,372,036,854,775,807 files")
        #expect(L10n.Localizable.files(files: UInt64(Int64.max), languages: ["en"]) == "9,223,372,036,854,775,807 files")
        #expect(L10n.Localizable.files(files: Int8.min, languages: ["en"]) == "-128 files")
        #expect(L10n.Localizable.files(files: UInt64.max, languages: ["en"]) == "files")
    }

    @Test func withoutArguments() {
        #expect(L10n.Localizable.title(languages: ["ru"]) == "Файлы")
        #expect(L10n.Localizable.title(languages: ["fr"]) == "Files")
    }
}
