import Foundation
import Testing
import TestSupport

/// The zero rule end to end through the binary (issue 33): an app's `.stringsdict` whose English
/// `files` has a `zero` form ("No files", the value 0) and whose Arabic one has the `zero` category
/// ("لا ملفات"), converted to Android and back, and to MessageFormat.
@Suite struct AndroidZeroCommandTests {
    static let apple = ConvertCommandTests.fixture("Android/Apple")

    static func read(_ folder: URL, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func englishZeroIsReportedAndArabicZeroSurvivesEverywhere() throws {
        let android = ConvertCommandTests.output("zero-android")
        defer { try? FileManager.default.removeItem(at: android) }
        let toAndroid = try CommandRunner.run(["convert", Self.apple, "--to", "android", "--output", android.path])
        #expect(toAndroid.status == 0, "\(toAndroid.standardError)")
        // English has no zero category: the text is left out of values/, and the note quotes it.
        #expect(toAndroid.standardError.contains("warning: files [en]: the zero form (the value 0) has no Android item in this language"), "\(toAndroid.standardError)")
        #expect(toAndroid.standardError.contains("its text: 'No files'"))
        #expect(try !Self.read(android, "values/strings.xml").contains("No files"))
        #expect(try Self.read(android, "values-ar/strings.xml").contains("<item quantity=\"zero\">لا ملفات</item>"))
        let strict = try CommandRunner.run(["convert", Self.apple, "--to", "android", "--output", ConvertCommandTests.output("zero-strict").path, "--strict"])
        #expect(strict.status == 1)

        // MessageFormat says Apple's English zero as =0, straight from the .stringsdict.
        let messageFormat = ConvertCommandTests.output("zero-mf")
        defer { try? FileManager.default.removeItem(at: messageFormat) }
        let toMessageFormat = try CommandRunner.run(["convert", Self.apple, "--to", "messageformat", "--output", messageFormat.path])
        #expect(toMessageFormat.status == 0, "\(toMessageFormat.standardError)")
        #expect(try Self.read(messageFormat, "en.json").contains("=0 {No files}"))
        #expect(try Self.read(messageFormat, "ar.json").contains("zero {لا ملفات}"))

        // Back from Android, Arabic's zero is in every format; English has none, as reported.
        for (format, path, zero) in [("stringsdict", "ar.lproj/strings.stringsdict", "<key>zero</key>"), ("messageformat", "ar.json", "zero {لا ملفات}"),
                                     ("xcstrings", "strings.xcstrings", "\"zero\"")] {
            let back = ConvertCommandTests.output("zero-back-\(format)")
            defer { try? FileManager.default.removeItem(at: back) }
            let result = try CommandRunner.run(["convert", android.path, "--to", format, "--output", back.path])
            #expect(result.status == 0, "\(format): \(result.standardError)")
            let written = try Self.read(back, path)
            #expect(written.contains("لا ملفات") && written.contains(zero), "\(format): \(written)")
            #expect(!written.contains("No files"), "\(format)")
        }
        let english = ConvertCommandTests.output("zero-back-en")
        defer { try? FileManager.default.removeItem(at: english) }
        _ = try CommandRunner.run(["convert", android.path, "--to", "messageformat", "--output", english.path])
        #expect(try !Self.read(english, "en.json").contains("=0"))
    }
}
