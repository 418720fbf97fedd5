import Foundation
import Testing

/// `icu-plural mf2 format`, run as a user runs it.
@Suite struct MessageFormat2CommandTests {
    struct Case: Sendable, CustomStringConvertible {
        var arguments: [String]
        var output: String
        var status: Int32
        var description: String { arguments.joined(separator: " ") }
    }

    static let russianFiles = ".input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}"

    static let cases: [Case] = [
        // Plural selection in several languages, on the digits shown.
        Case(arguments: ["--locale", "ru", "--params", #"{"n": 3}"#, russianFiles], output: "3 файла\n", status: 0),
        Case(arguments: ["--locale", "ru", "--params", #"{"n": 21}"#, russianFiles], output: "21 файл\n", status: 0),
        Case(arguments: ["--locale", "ru", "--params", #"{"n": 1.5}"#, russianFiles], output: "1,5 файлов\n", status: 0),
        Case(arguments: ["--locale", "pl", "--params", #"{"n": 1.5}"#, ".input {$n :number} .match $n one {{a}} few {{b}} many {{c}} * {{{$n} d}}"],
             output: "1,5 d\n", status: 0),
        Case(arguments: ["--locale", "en", "--params", #"{"n": 1}"#, ".input {$n :number minimumFractionDigits=1} .match $n one {{one}} * {{other {$n}}}"],
             output: "other 1.0\n", status: 0),
        // Exact keys first, ordinals, :offset.
        Case(arguments: ["--locale", "en", "--params", #"{"n": 1}"#, ".input {$n :integer} .match $n 1 {{exactly one}} one {{one}} * {{other}}"],
             output: "exactly one\n", status: 0),
        Case(arguments: ["--locale", "en", "--params", #"{"n": 23}"#, ".input {$n :number select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}"],
             output: "23rd\n", status: 0),
        Case(arguments: ["--locale", "en", "--params", #"{"n": 3}"#, ".input {$n :integer} .local $others = {$n :offset subtract=1} .match $others 0 {{just you}} one {{you and {$others} other}} * {{you and {$others} others}}"],
             output: "you and 2 others\n", status: 0),
        // Locale number formats.
        Case(arguments: ["--locale", "de", "--bidi-isolation", "none", "{1234567.891 :number}"], output: "1.234.567,891\n", status: 0),
        // Fallbacks: the text still printed, status 1.
        Case(arguments: ["--locale", "en", "--bidi-isolation", "none", "hello {$name}"], output: "hello {$name}\n", status: 1),
        Case(arguments: ["--locale", "en", "--json", "--bidi-isolation", "none", "{foo :number}"],
             output: #"{"errors":[{"type":"bad-operand"}],"text":"{|foo|}"}"# + "\n", status: 1),
        Case(arguments: ["--locale", "en", "--json", "{"], output: #"{"errors":[{"type":"syntax-error"}],"text":"{�}"}"# + "\n", status: 1),
        // Bidi: a string placeholder is isolated unless asked not to.
        Case(arguments: ["--locale", "en", "--params", #"{"name": "Ann"}"#, "hi {$name}"], output: "hi \u{2068}Ann\u{2069}\n", status: 0),
        Case(arguments: ["--locale", "en", "--bidi-isolation", "none", "--params", #"{"name": "Ann"}"#, "hi {$name}"], output: "hi Ann\n", status: 0),
        // Usage errors.
        Case(arguments: ["--locale", "en", "--params", "[1]", "x"], output: "", status: 64),
        Case(arguments: ["--locale", "en"], output: "", status: 64),
    ]

    @Test(arguments: cases)
    func formats(_ testCase: Case) throws {
        let run = try CommandRunner.run(["mf2", "format"] + testCase.arguments)
        #expect(run.status == testCase.status, "\(run.standardError)")
        if testCase.status != 64 { #expect(run.standardOutput == testCase.output) }
    }

    /// Every untagged test of the conformance suite that calls no `:test:` function, through the command.
    @Test func theConformanceSuiteThroughTheCommand() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "MessageFormat2Tests/Fixtures/mf2-conformance/tests")
        var checked = 0
        for file in try FileManager.default.subpathsOfDirectory(atPath: tests.path).sorted() where file.hasSuffix(".json") {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: tests.appending(path: file))) as? [String: Any])
            let defaults = root["defaultTestProperties"] as? [String: Any] ?? [:]
            for test in try #require(root["tests"] as? [[String: Any]]) {
                let properties = defaults.merging(test) { $1 }
                let source = try #require(properties["src"] as? String)
                let parameters = properties["params"] as? [[String: Any]] ?? []
                guard properties["tags"] == nil, !source.contains(":test:"), parameters.allSatisfy({ $0["type"] == nil }) else { continue }
                var object: [String: Any] = [:]
                for parameter in parameters { object[parameter["name"] as? String ?? ""] = parameter["value"] }
                let params = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]), as: UTF8.self)
                let run = try CommandRunner.run(["mf2", "format", "--json", "--locale", properties["locale"] as? String ?? "en-US",
                                                 "--bidi-isolation", properties["bidiIsolation"] as? String ?? "default", "--params", params, source])
                let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(file): \(source)")
                let errors = (report["errors"] as? [[String: String]] ?? []).compactMap { $0["type"] }
                let expected = (properties["expErrors"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
                #expect(errors.sorted() == expected.sorted(), "\(file): \(source)")
                #expect(run.status == (expected.isEmpty ? 0 : 1), "\(file): \(source)")
                if let text = properties["exp"] as? String { #expect(report["text"] as? String == text, "\(file): \(source)") }
                checked += 1
            }
        }
        #expect(checked > 350)
    }
}

/// README.md's `icu-plural mf2 format` lines, run as written (single-quoted arguments), each
/// compared with the comment after `   # `.
@Suite struct ReadmeMessageFormat2CommandTests {
    static let lines: [(arguments: [String], expected: String)] = {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("icu-plural mf2 "), let hash = line.range(of: "   # ", options: .backwards) else { return nil }
            return (shellWords(line[..<hash.lowerBound]).dropFirst().map { $0 }, String(line[hash.upperBound...]))
        }
    }()

    /// Words split at spaces outside single quotes, the quotes removed.
    static func shellWords(_ line: Substring) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "'" { quoted.toggle(); started = true } else if character == " ", !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test func theReadmeShowsTheCommand() {
        #expect(Self.lines.count >= 2)
    }

    @Test func eachLinePrintsItsComment() throws {
        for line in Self.lines {
            let run = try CommandRunner.run(line.arguments)
            #expect(run.standardOutput.trimmingCharacters(in: .newlines) == line.expected, "\(line.arguments)")
        }
    }
}
