import Foundation
import Testing
import TestSupport

/// Every command line that README.md and the commands' `--help` texts show, run as a reader would
/// type it, in a folder that holds the files the lines name (`Resources`, `Localizable.xcstrings`,
/// `messages`, `app/src/main/res`…). Each must run (status 0; 1 only for `lint`, whose findings are its
/// answer), and a comment that shows output (`# other`, `# wrote 1 file to …`) must be what it prints.
/// `ReadmeCommandTests` compares the example lines' whole output; this suite reaches every line.
@Suite(.serialized) struct DocumentedCommandTests {
    struct Line: CustomStringConvertible, Sendable {
        var source: String
        var words: [String]
        var comment: String?
        var description: String { "\(source): icu-plural " + words.joined(separator: " ") }
    }

    /// Comments that describe a line instead of showing its output, as the documents write them.
    static let describingComments: Set<String> = [
        "prints: other",
        "zero: Apple's zero form wins for 0",
        "one line per number: NUMBER<TAB>CATEGORY",
        "machine-readable",
        "categories with the rules and samples",
        "package, ICU and both engines' CLDR versions (42 in ICU 72, 48 in Swift)",
        "missing quantities at the <item>'s line",
        "text: file:line:column, key, message, hint",
        "every finding with its location",
        "SARIF 2.1.0, for code scanning (upload-sarif)",
        "::error file=…,line=…,col=…,title=CODE::message",
        "a directory of MessageFormat en.json, ru.json …",
        "(en.json, ru.json: ICU MessageFormat)",
        "(en.mf2.json: MessageFormat 2, each .match selector varied)",
    ]

    static let root = ReadmeCommandTests.packageRoot

    /// The README's lines, in its order, then each subcommand's `--help` lines.
    static let lines: [Line] = {
        var lines: [Line] = []
        if let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) {
            var inShell = false
            for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inShell = line == "```sh"; continue }
                guard inShell else { continue }
                let text = line.hasPrefix("swift run ") ? String(line.dropFirst("swift run ".count)) : String(line)
                if let parsed = parse(text, source: "README.md") { lines.append(parsed) }
            }
        }
        let subcommands = ["select", "categories", "format", "range", "render", "lint", "keys", "convert", "preview", "batch", "mf2 format"]
        for subcommand in subcommands {
            let arguments = subcommand.split(separator: " ").map(String.init) + ["--help"]
            // Wide enough that no example line is wrapped.
            guard let help = try? CommandRunner.run(arguments, environment: ["COLUMNS": "400"]) else { continue }
            for line in help.standardOutput.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let parsed = parse(trimmed, source: "\(subcommand) --help") { lines.append(parsed) }
            }
        }
        return lines
    }()

    /// `icu-plural WORDS…  # COMMENT` as a shell reads it: quotes removed, a redirection dropped.
    static func parse(_ text: String, source: String) -> Line? {
        guard text.hasPrefix("icu-plural ") else { return nil }
        var words: [String] = [], word = "", quote: Character?, inWord = false, comment: String?
        var index = text.index(text.startIndex, offsetBy: "icu-plural ".count)
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character; inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word); word = ""; inWord = false }
            } else if character == "#" && !inWord {
                comment = text[text.index(after: index)...].trimmingCharacters(in: .whitespaces)
                break
            } else if character == "(" && !inWord && words.count > 0 {
                // A parenthesized remark after the command (in --help texts).
                comment = text[index...].trimmingCharacters(in: .whitespaces)
                break
            } else {
                word.append(character); inWord = true
            }
            index = text.index(after: index)
        }
        if inWord { words.append(word) }
        if let redirect = words.firstIndex(where: { $0 == ">" || $0 == ">>" }) { words.removeSubrange(redirect...) }
        return words.isEmpty ? nil : Line(source: source, words: words, comment: comment)
    }

    /// The output a comment shows: its text up to a remark (two spaces or a parenthesis).
    static func shownOutput(_ comment: String) -> String {
        var shown = comment
        if let gap = shown.range(of: "  ") { shown = String(shown[..<gap.lowerBound]) }
        if let remark = shown.range(of: " (") { shown = String(shown[..<remark.lowerBound]) }
        return shown.replacingOccurrences(of: "<TAB>", with: "\t").trimmingCharacters(in: .whitespaces)
    }

    /// A folder holding what the lines name, from the repository's examples and fixtures.
    static func workspace() throws -> URL {
        let folder = TestFolders.root.appendingPathComponent("documented-commands-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Examples", "Tests"] {
            try manager.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: root.appendingPathComponent(name))
        }
        let fixtures = root.appendingPathComponent("Tests/PluralMessagesTests/Fixtures")
        let copies = [
            ("Resources", root.appendingPathComponent("Examples/Resources")),
            ("messages2", root.appendingPathComponent("Examples/MessageFormat2")),
            ("messages", fixtures.appendingPathComponent("MessageFormat")),
            ("locales", fixtures.appendingPathComponent("MessageFormat")),
            ("Localizable.xcstrings", fixtures.appendingPathComponent("Catalog/Localizable.xcstrings")),
            ("po", fixtures.appendingPathComponent("Gettext/Example/po")),
        ]
        for (name, source) in copies { try manager.copyItem(at: source, to: folder.appendingPathComponent(name)) }
        // A Flutter app's ARB folder.
        try manager.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try manager.copyItem(at: fixtures.appendingPathComponent("FlutterARB/app/lib/l10n"), to: folder.appendingPathComponent("lib/l10n"))
        // An Android module's resources: the example table, converted.
        let android = try CommandRunner.run(["convert", "Resources", "--to", "android", "--output", "app/src/main/res"], currentDirectory: folder)
        guard android.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: android.standardError]) }
        return folder
    }

    @Test func theDocumentsShowCommands() {
        // Both sources are read: a reworded README or help text cannot empty this suite unnoticed.
        #expect(Self.lines.filter { $0.source == "README.md" }.count >= 40)
        #expect(Self.lines.contains { $0.source.hasSuffix("--help") })
    }

    @Test func everyLineRunsAndPrintsWhatItSays() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for line in Self.lines {
            let output = try CommandRunner.run(line.words, currentDirectory: folder)
            // Findings are lint's answer, and a message's errors `mf2 format`'s (with its text).
            let allowed: Set<Int32> = ["lint", "mf2"].contains(line.words.first) ? [0, 1] : [0]
            #expect(allowed.contains(output.status), "\(line): status \(output.status): \(output.standardError)")
            guard let comment = line.comment, !Self.describingComments.contains(comment) else { continue }
            let shown = Self.shownOutput(comment)
            // The documents write the no-break spaces of grouping and units as spaces.
            let printed = (output.standardOutput + output.standardError)
                .replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
            #expect(printed.contains(shown),
                    "\(line): prints \(output.standardOutput.prefix(300).debugDescription), not '\(shown)'")
        }
    }
}
