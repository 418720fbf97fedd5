import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// The `java` launcher on PATH, if any.
enum JavaOnPath {
    static let url: URL? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("java") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Issue 42: Android's renders print the digits Java's `Formatter` prints, per locale, asked of the
/// `java` on this machine (OpenJDK 17 in CI: its locale data is CLDR 39, which keeps Arabic-Indic
/// digits for `ar` where Foundation's newer data writes Latin ones). Skipped without `java`.
@Suite(.enabled(if: JavaOnPath.url != nil, "no java on PATH"))
struct JavaDigitsOracleTests {
    static let tags = ["ar", "ar-EG", "ar-SA", "ar-MA", "ar-DZ", "ar-TN", "ar-AE", "ar-001", "fa", "hi", "bn", "mr", "ne", "my",
                       "th-TH-u-nu-thai", "ur", "ps", "en",
                       "bn-IN", "mr-IN", "ar-EH", "ur-IN", "sd-IN", "ccp", "ff-Adlm", "ff-Adlm-SN", "pa-PK", "uz-AF"]
    /// Locales whose grouping separator Java's data writes otherwise (Adlam's "⹁" is "," in Java's,
    /// Afghan Uzbek's "." a space): their digits are compared, the separators left as they are.
    static let separatorsDiffer: Set<String> = ["ff-Adlm", "ff-Adlm-SN", "uz-AF"]
    /// Each format with the one argument Java gets for it (an `Integer` or a `Double`).
    static let formats: [(format: String, argument: MessageArgument, java: String)] = [
        ("%d", .integer(1234), "1234"), ("%,d", .integer(-1234567), "-1234567"), ("%.1f", .floatingPoint(1234.5), "1234.5"),
        ("%05d", .integer(42), "42"), ("%,.2f", .floatingPoint(1234567.891), "1234567.891"),
    ]

    /// What Java prints: one line per tag, the formats' outputs separated by tabs.
    static func javaOutput() throws -> [String: [String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("JavaDigitsOracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let calls = formats.map { "String.format(l, \"\($0.format)\", \($0.java))" }.joined(separator: " + \"\\t\" + ")
        let source = """
        import java.util.Locale;
        public class Oracle {
            public static void main(String[] args) throws Exception {
                java.io.PrintStream out = new java.io.PrintStream(System.out, true, "UTF-8");
                for (String tag : args) {
                    Locale l = Locale.forLanguageTag(tag);
                    out.println(tag + "\\t" + \(calls));
                }
            }
        }
        """
        let file = folder.appendingPathComponent("Oracle.java")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = JavaOnPath.url
        process.arguments = [file.path] + tags
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines: [String: [String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            lines[fields[0]] = Array(fields.dropFirst())
        }
        return lines
    }

    @Test func androidRendersPrintJavasDigits() throws {
        let java = try Self.javaOutput()
        #expect(java.count == Self.tags.count, "\(java)")
        for tag in Self.tags {
            let expected = try #require(java[tag], "\(tag)")
            var options = RenderOptions()
            options.formattingLocale = Locale(identifier: tag)
            let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: options)
            for (index, test) in Self.formats.enumerated() {
                let rendered = try renderer.render(Android.string(test.format, language: "en"), arguments: .positional([test.argument])).text
                if Self.separatorsDiffer.contains(tag) {
                    #expect(rendered.filter(\.isNumber) == expected[index].filter(\.isNumber), "\(tag) \(test.format)")
                } else {
                    #expect(rendered == expected[index], "\(tag) \(test.format)")
                }
            }
        }
    }
}
