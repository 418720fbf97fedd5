@testable import CLDRPlural
import Foundation
@testable import PluralMessages
import Testing
import TestSupport

/// Loading a large table and rendering one key, or linting it, costs memory in proportion to the
/// file: the peak resident set grows by at most ``LargeTableMemoryTests/bound`` bytes per
/// byte of the file plus ``LargeTableMemoryTests/baseline`` (the renderer's and linter's own
/// start-up: rules, ICU data, the runtime's pages).
///
/// The bound is above the measured costs, on entries of about 100 bytes (release builds,
/// 24 MiB files, measured in child processes on the shared 2-core machine at a load average of 8
/// to 12): to render one key, `.strings` 2.9x, `.stringsdict` 1.7x, `.xcstrings` 1.7x, MessageFormat
/// 2.7x (before tables kept the files' bytes and an index of their keys, ``MessageEntries``: 9x,
/// 8.5x, 4.8x, 30x); to lint, 3.1x, 1.5x, 1.5x, 3.1x (before lint went key by key: 8.6x, 6.4x,
/// 10.5x, 10.3x; before the index: 19.8x, 11.2x, 11.1x, 35x). Lint decodes each message once and
/// drops it with its key's state across languages; what is left is the table (bytes and index),
/// the keys that repeat, and the findings with the places of their keys (``SourceLocator`` reads
/// the file again for those only). `LARGE_TABLE_MEMORY_REPORT=1` reports every figure.
///
/// Each case runs in a child process of its own (an exit test), so that suites running beside it
/// allocate nothing while it measures. The child writes its table in pieces into a per-run
/// temporary folder (so writing costs little), resets the peak (`/proc/self/clear_refs`), and
/// compares `VmHWM` after the work with `VmRSS` before it.
@Suite struct LargeTableMemoryTests {
    enum Format: String, CaseIterable, Sendable {
        case strings, stringsdict, xcstrings, messageFormat
    }

    /// The size of each generated table: large enough that the file dominates, small enough to take
    /// a few seconds (debug builds read more slowly, so they get a smaller file).
    #if DEBUG
    static let fileSize = 2 << 20
    #else
    static let fileSize = 24 << 20
    #endif
    /// Memory every measurement may use besides the table.
    static let baseline = 24 << 20

    /// Bytes of peak memory allowed per byte of the file, to render one key or to lint the table:
    /// the goal of the untrusted-files issue, for every format.
    static let bound = 4

    // MARK: The checks, each in a child process

    @Test func stringsRender() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.strings, lint: false)
        })
    }

    @Test func stringsLint() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.strings, lint: true)
        })
    }

    @Test func stringsdictRender() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.stringsdict, lint: false)
        })
    }

    @Test func stringsdictLint() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.stringsdict, lint: true)
        })
    }

    @Test func catalogRender() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.xcstrings, lint: false)
        })
    }

    @Test func catalogLint() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.xcstrings, lint: true)
        })
    }

    @Test func messageFormatRender() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.messageFormat, lint: false)
        })
    }

    @Test func messageFormatLint() async {
        Self.report(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try LargeTableMemoryTests.check(.messageFormat, lint: true)
        })
    }

    /// Records what a child wrote on standard error (a failure: a passing child writes nothing).
    private static func report(_ result: ExitTest.Result?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        OwnProcess.record(result, sourceLocation: sourceLocation)
    }

    /// In the child: writes a table, then loads it and renders one key (or lints it), and writes on
    /// standard error what went wrong: a wrong result, or a peak that grew beyond the bound.
    static func check(_ format: Format, lint: Bool) throws {
        let folder = TestFolders.root.appendingPathComponent("LargeTableMemoryTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, key) = try write(format, size: fileSize, in: folder, forLint: lint)
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        resetPeak()
        let before = status("VmRSS")
        if lint {
            let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([format == .messageFormat ? folder : file]))
            if let error = findings.first(where: { $0.severity == .error }) {
                OwnProcess.finish("lint found an error: \(error)")
                return
            }
        } else {
            let table = try MessageTable.load(contentsOf: format == .messageFormat ? folder : file, language: "en")
            guard let message = table.message(forKey: key, preferredLanguages: ["en"]) else { return OwnProcess.finish("no message '\(key)'") }
            let text = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: [3]).text
            guard text.contains("3 new messages in folder 7") else {
                OwnProcess.finish("rendered \(text.debugDescription)")
                return
            }
        }
        let grown = status("VmHWM") - before
        let allowed = bound * size + baseline
        // LARGE_TABLE_MEMORY_REPORT=1 reports every figure (as a failure), to measure them.
        guard grown > allowed || ProcessInfo.processInfo.environment["LARGE_TABLE_MEMORY_REPORT"] != nil else { return }
        OwnProcess.finish("\(format) \(lint ? "lint" : "render"): peak grew \(grown >> 20) MiB for \(size >> 20) MiB (\(String(format: "%.1f", Double(grown) / Double(size)))x; allowed \(bound)x + \(baseline >> 20) MiB)")
    }

    /// A field of /proc/self/status, in bytes.
    static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) << 10
    }

    /// Sets the peak resident set (VmHWM) back to the current one.
    static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    // MARK: Tables

    /// Writes a table of about `size` bytes in pieces; returns the file and a key in it.
    /// `forLint`: the `.strings` texts print the count after their words, as a plain text should
    /// ("%d new messages" is an `unpluralised-count` warning on every entry, whose findings would be
    /// measured instead of the reading).
    static func write(_ format: Format, size: Int, in folder: URL, forLint: Bool = false) throws -> (URL, String) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = format == .messageFormat ? folder.appendingPathComponent("en.json")
            : folder.appendingPathComponent("en.lproj/Localizable.\(format.rawValue)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var written = 0
        var chunk = ""
        func emit(_ text: String) throws {
            chunk += text
            if chunk.utf8.count > 1 << 16 {
                try handle.write(contentsOf: Data(chunk.utf8))
                written += chunk.utf8.count
                chunk = ""
            }
        }
        var index = -1
        func next() -> Bool {
            index += 1
            return written + chunk.utf8.count < size
        }
        switch format {
        case .strings:
            while next() {
                try emit(forLint ? "/* Shown in folder \(index) */\n\"folder.\(index).title\" = \"New messages in folder \(index): %d\";\n"
                              : "/* Shown in folder \(index) */\n\"folder.\(index).title\" = \"You have %d new messages in folder \(index)\";\n")
            }
        case .stringsdict:
            try emit("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """)
            while next() {
                try emit("""
                \t<key>folder.\(index).title</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@n@ in folder \(index)</string>
                \t\t<key>n</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%d new message</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%d new messages</string>
                \t\t</dict>
                \t</dict>

                """)
            }
            try emit("</dict>\n</plist>\n")
        case .xcstrings:
            try emit("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n")
            while next() {
                try emit("""
                \(index == 0 ? "" : ",\n")    "folder.\(index).title" : {
                      "comment" : "Shown in folder \(index)",
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%d new message in folder \(index)" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%d new messages in folder \(index)" } }
                            }
                          }
                        }
                      }
                    }
                """)
            }
            try emit("\n  },\n  \"version\" : \"1.0\"\n}\n")
        case .messageFormat:
            try emit("{\n")
            while next() {
                try emit("\(index == 0 ? "" : ",\n")  \"folder.\(index).title\": \"{count, plural, one {# new message} other {# new messages}} in folder \(index)\"")
            }
            try emit("\n}\n")
        }
        try handle.write(contentsOf: Data(chunk.utf8))
        return (file, "folder.7.title")
    }
}
