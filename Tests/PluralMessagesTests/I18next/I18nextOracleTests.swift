import Foundation
import ICUPlural
import PluralCore
import PluralMessages
import Testing

/// i18next itself as the oracle: Debian's `node-i18next` (22.x, JSON v4) under the installed Node
/// renders the fixtures' keys for many counts and languages; `render` must print the same.
/// Skipped, with a message, where Node or the package is missing (`apt-get install node-i18next`).
@Suite struct I18nextOracleTests {
    static let locales = Fixtures.url("I18next/Basic/locales")
    static let script = Fixtures.url("I18next/oracle.js")
    /// Where Debian installs Node modules (Node from other sources does not look there).
    static let modules = "/usr/share/nodejs"

    struct Case: Codable {
        let lng: String
        let ns: String
        let key: String
        let count: String?
        let name: String?
        /// More values passed to `t` as they are.
        var values: [String: String]? = nil
        /// `t(key, {count, ordinal: true})`.
        var ordinal: Bool? = nil
    }

    /// The Node executable on the PATH, if i18next is installed for it.
    static var node: URL? {
        guard FileManager.default.fileExists(atPath: modules + "/i18next/package.json") else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("node") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// i18next's texts for the cases.
    static func oracle(_ cases: [Case], node: URL, locales: URL = locales) throws -> [String] {
        let process = Process()
        process.executableURL = node
        process.arguments = [script.path, "i18next", locales.path, "en"]
        var environment = ProcessInfo.processInfo.environment
        environment["NODE_PATH"] = modules
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let request = try JSONEncoder().encode(cases)
        // The answer is read on a dispatch thread while the request is written: neither side waits
        // on a full pipe, and no thread of Swift's cooperative pool (two on two cores) is blocked.
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { box.data = output.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        input.fileHandleForWriting.write(request)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        done.wait()
        #expect(process.terminationStatus == 0)
        return try JSONDecoder().decode([String].self, from: box.data)
    }

    final class Box: @unchecked Sendable { var data = Data() }  // Written once before the semaphore is signalled.

    /// What `render` prints for a case: the text, or the key where nothing is found (as `t` returns it).
    static func rendered(_ c: Case, table: MessageTable, renderer: MessageRenderer) -> String {
        var arguments: [String: MessageArgument] = [:]
        if let count = c.count { arguments["count"] = number(count) }
        if let name = c.name { arguments["name"] = .string(name) }
        do {
            return try renderer.render(key: c.key, in: table, preferredLanguages: .init([c.lng]), arguments: .named(arguments)).text
        } catch {
            return c.key
        }
    }

    /// A count's text as a number argument: an integer, else a decimal keeping its digits.
    static func number(_ text: String) -> MessageArgument {
        if let integer = Int(text) { return .integer(integer) }
        if let decimal = try? PluralDecimal(parsing: text) { return .decimal(decimal) }
        return .floatingPoint(Double(text) ?? .nan)
    }

    static let counts: [String] = (0...200).map(String.init) + ["0.5", "1.5", "2.5", "0.0", "1.0", "21.0", "1.25", "11.5", "101.5", "1000000", "1e3", "-1", "-2"]

    /// A catalog written as i18next: i18next itself shows what the catalog showed, for 0…200 in
    /// eight languages (the written keys, `_zero`, `{{count}}` and `{{arg1}}` as i18next reads them),
    /// and what `render` shows for the written files, decimals included.
    @Test func writtenFilesShowInI18nextWhatTheCatalogShowed() throws {
        guard let node = Self.node else {
            print("skipped: the i18next oracle needs Node and Debian's node-i18next (apt-get install node-i18next)")
            return
        }
        let catalog = try MessageTable.load(contentsOf: I18nextConversionTests.fromCatalog)
        let written = I18nextConversionTests.writer.write(catalog, as: .i18next)
        let folder = try I18nextConversionTests.written(written, under: "oracle")
        let i18next = try MessageTable.load(contentsOf: folder, table: "common")
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        var cases: [Case] = []
        for language in I18nextConversionTests.catalogLanguages {
            for key in ["items", "shared", "title", "inbox.unread"] {
                for count in Self.counts { cases.append(Case(lng: language, ns: "common", key: key, count: count, name: nil, values: key == "shared" ? ["arg1": "Ann"] : nil)) }
            }
        }
        let expected = try Self.oracle(cases, node: node, locales: folder)
        try #require(expected.count == cases.count)
        var differences: [String] = [], fromCatalog = 0
        for (c, oracle) in zip(cases, expected) {
            // As the written file renders.
            var named: [String: MessageArgument] = ["count": Self.number(c.count ?? "0")]
            if c.values != nil { named["arg1"] = "Ann" }
            let ours = (try? renderer.render(key: c.key, in: i18next, preferredLanguages: .init([c.lng]), arguments: .named(named)).text) ?? c.key
            if ours != oracle { differences.append("\(c.lng) \(c.key) count=\(c.count ?? "-"): i18next \"\(oracle)\", render \"\(ours)\"") }
            // As the catalog showed it, for the integers below 1000 (which i18next's String(n) and
            // the catalog's %lld show alike: the conversion notes the rest).
            guard let count = Int(c.count ?? ""), (0..<1_000).contains(count), c.lng != "ar" || count < 10 else { continue }
            let positional: [MessageArgument] = c.key == "shared" ? ["Ann", .integer(count)] : [.integer(count)]
            let shown = try renderer.render(key: c.key, in: catalog, preferredLanguages: .init([c.lng]), arguments: .positional(positional)).text
            if shown != oracle { differences.append("\(c.lng) \(c.key) count=\(count): i18next \"\(oracle)\", catalog \"\(shown)\"") }
            fromCatalog += 1
        }
        let summary = "\(differences.count) differ:\n" + differences.prefix(20).joined(separator: "\n")
        #expect(differences.isEmpty, "\(summary)")
        #expect(fromCatalog > 5_000)
    }

    @Test func rendersAsI18nextDoes() throws {
        guard let node = Self.node else {
            print("skipped: the i18next oracle needs Node and Debian's node-i18next (apt-get install node-i18next)")
            return
        }
        let languages = ["en", "fr", "ru", "ar", "pl", "pt", "pt-BR", "lv", "ja", "de"]
        let keys = ["item", "file", "photo", "button", "legacy", "inbox.unread"]
        var cases: [Case] = []
        for language in languages {
            for key in keys {
                for count in Self.counts { cases.append(Case(lng: language, ns: "common", key: key, count: count, name: nil)) }
                cases.append(Case(lng: language, ns: "common", key: key, count: nil, name: nil))
            }
            for count in ["1", "2", "1.5"] {
                cases.append(Case(lng: language, ns: "common", key: "greeting", count: count, name: "<Ann & 'Bo'> \"/\""))
                cases.append(Case(lng: language, ns: "common", key: "raw", count: count, name: "<a href=\"/x\">Ann</a>"))
            }
        }
        let expected = try Self.oracle(cases, node: node)
        try #require(expected.count == cases.count)
        let table = try MessageTable.load(contentsOf: Self.locales, table: "common")
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        var differences: [String] = []
        for (c, oracle) in zip(cases, expected) {
            let ours = Self.rendered(c, table: table, renderer: renderer)
            if ours != oracle { differences.append("\(c.lng) \(c.key) count=\(c.count ?? "-"): i18next \"\(oracle)\", render \"\(ours)\"") }
        }
        let summary = "\(differences.count) of \(cases.count) differ:\n" + differences.prefix(20).joined(separator: "\n")
        #expect(differences.count == 0, "\(summary)")
        #expect(cases.count > 10_000)
    }
}
