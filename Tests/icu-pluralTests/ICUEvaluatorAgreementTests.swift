import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// ICU's MessageFormat is one strategy behind one door: every MessageFormat fixture and every message
/// of the differential corpus, rendered through the library with `ICUMessageFormatEvaluator` and
/// through `icu-plural render --engine icu`, gives the same text, or the same error line.
@Suite struct ICUEvaluatorAgreementTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures")

    struct Corpus: Decodable {
        struct Message: Decodable {
            let name: String
            let pattern: String
        }
        let numbers: [String]
        let strings: [String: [String]]
        let messages: [Message]
    }

    /// The differential corpus as a MessageFormat directory, in a few languages of different plural shapes.
    static func corpusDirectory() throws -> (URL, Corpus) {
        let corpus = try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: fixtures.appendingPathComponent("MessageFormatDifferential/corpus.json")))
        let directory = TestFolders.root.appendingPathComponent("icu-evaluator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let entries = Dictionary(uniqueKeysWithValues: corpus.messages.map { ($0.name, $0.pattern) })
        for language in ["en", "ru", "ar", "cy", "ja"] {
            try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]).write(to: directory.appendingPathComponent("\(language).json"))
        }
        return (directory, corpus)
    }

    @Test(arguments: ["MessageFormat", "MessageFormatEngines", "corpus"])
    func libraryAndCommandRenderAlike(source: String) throws {
        let (directory, corpus) = source == "corpus"
            ? try Self.corpusDirectory()
            : (Self.fixtures.appendingPathComponent(source), nil)
        let table = try MessageTable.load(contentsOf: directory)
        let evaluator = ICUMessageFormatEvaluator()
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: evaluator))
        var compared = 0
        for language in table.languages {
            for key in table.keys {
                guard let message = table.message(forKey: key, language: language), case let .text(text) = message.body else { continue }
                let names = evaluator.argumentNames(of: text.source, syntax: .icuMessageFormat, language: language) ?? []
                // Text arguments take their corpus text, every other one a number that selects beyond `one`.
                let values = Dictionary(uniqueKeysWithValues: names.map { name in
                    (name, corpus?.strings[name]?.first ?? (["g", "who", "name", "host", "guest"].contains(name) ? "Ann" : "21"))
                })
                let library = Result { () throws(MessageError) in
                    try renderer.render(key: key, in: table, preferredLanguages: [language],
                                        arguments: .named(values.mapValues(MessageArgument.init(inferringFrom:))))
                }
                var variables = ProcessInfo.processInfo.environment
                for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
                let command = try CommandRunner.run(
                    ["render", directory.path, key] + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                        + ["--language", language, "--engine", "icu"],
                    environment: variables)
                switch library {
                case let .success(rendered):
                    #expect(command.standardOutput == rendered.text + "\n", "\(language) \(key): \(command.standardError)")
                    #expect(command.status == 0, "\(language) \(key)")
                case let .failure(error):
                    #expect(command.standardError.contains(DisplayText.escaped("error: \(error)")), "\(language) \(key): \(command.standardError)")
                    #expect(command.status == 1, "\(language) \(key)")
                }
                compared += 1
            }
        }
        #expect(compared >= (source == "corpus" ? 100 : 7))
    }
}
