import Foundation
import PluralMessages

/// Lint findings for CI: SARIF 2.1.0 for code-scanning tools, and GitHub Actions workflow commands
/// that annotate the line of a pull request's file.
enum LintReportFormats {
    // MARK: SARIF

    /// A SARIF 2.1.0 log with one run: the rules of the findings (from ``LintRule``, with their
    /// level after the configuration), and a result per finding with its effective level, message
    /// and physical location; the configuration file applied, if any, is a configuration notification
    /// of the run's invocation.
    static func sarif(_ findings: [LintFinding], configuration: LintConfiguration = LintConfiguration(), version: String, relativeTo base: URL) throws -> Data {
        let used = Array(Set(findings.map(\.rule))).sorted { $0.code < $1.code }
        let ruleIndex = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1.code, $0) })
        let rules = used.map { rule in
            SARIF.Rule(
                id: rule.code, name: rule.name, shortDescription: .init(text: rule.summary), fullDescription: .init(text: rule.summary),
                help: .init(text: rule.help), defaultConfiguration: .init(level: configuration.severity(of: rule)?.rawValue ?? "none")
            )
        }
        let results = findings.map { finding in
            var text = summary(finding)
            var region: SARIF.Region?
            if let location = finding.location {
                region = SARIF.Region(startLine: location.line, startColumn: location.column)
            } else if finding.file != nil, finding.key != nil {
                text += " (the key's place in the file was not found)"
            }
            let locations = finding.file.map { file in
                [SARIF.Location(physicalLocation: .init(artifactLocation: .init(uri: uri(file, relativeTo: base)), region: region))]
            } ?? []
            return SARIF.Result(ruleId: finding.code, ruleIndex: ruleIndex[finding.code] ?? 0, level: level(finding), message: .init(text: text + "\nhint: " + DisplayText.escaped(finding.hint)), locations: locations)
        }
        let invocations = configuration.file.map { file in
            [SARIF.Invocation(executionSuccessful: true, toolConfigurationNotifications: [SARIF.Notification(
                level: "note", message: .init(text: configurationNote(file, relativeTo: base)),
                locations: [SARIF.Location(physicalLocation: .init(artifactLocation: .init(uri: uri(file.path, relativeTo: base)), region: nil))]
            )])]
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: .init(driver: .init(name: "icu-plural", semanticVersion: version, rules: rules)),
            invocations: invocations, results: results, columnKind: "unicodeCodePoints"
        )])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(log)
    }

    /// SARIF's level of a finding (its effective severity): `error`, `warning` or `note`.
    private static func level(_ finding: LintFinding) -> String {
        finding.severity.rawValue
    }

    /// A path relative to the base when it is inside it (as code scanning expects), else a file URI.
    ///
    /// The relative reference must not read as a URI with a scheme (RFC 3986 §4.2): a folder named
    /// `javascript:alert(1)` would make `javascript:alert(1)/en.lproj/…` a link that runs script.
    /// Every `:` is percent-encoded, as are the other delimiters and anything outside the path's
    /// characters, so the first segment never holds a colon.
    static func uri(_ path: String, relativeTo base: URL) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = base.standardizedFileURL.path
        let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : nil
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":?#[]@!$&'()*+,;=%"))
        if let relative, let encoded = relative.addingPercentEncoding(withAllowedCharacters: allowed) { return encoded }
        return URL(fileURLWithPath: file).absoluteString
    }

    /// What every format says of the configuration file applied: `configuration: PATH`.
    static func configurationNote(_ file: URL, relativeTo base: URL) -> String {
        "configuration: " + DisplayText.escaped(shown(file.path, relativeTo: base))
    }

    /// A path as lint shows it: relative to the base when inside it, else as it is.
    static func shown(_ path: String, relativeTo base: URL) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = base.standardizedFileURL.path
        return file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
    }

    // MARK: GitHub

    /// The notice naming the configuration file applied.
    static func githubConfigurationNotice(_ file: URL, relativeTo base: URL) -> String {
        "::notice title=icu-plural lint configuration::" + escapeData(configurationNote(file, relativeTo: base))
    }

    /// One workflow command per finding: `::error file=…,line=…,col=…,title=CODE::message`.
    static func github(_ findings: [LintFinding], relativeTo base: URL) -> String {
        findings.map { finding in
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            var text = summary(finding)
            if let file = finding.file {
                properties.append("file=" + escapeProperty(DisplayText.escaped(shown(file, relativeTo: base))))
                if let location = finding.location {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                } else if finding.key != nil {
                    text += " (the key's place in the file was not found)"
                }
            }
            properties.append("title=" + escapeProperty(finding.code))
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(text + "\nhint: " + DisplayText.escaped(finding.hint)))"
        }.joined(separator: "\n")
    }

    /// A workflow command's message: `%`, CR and LF are escaped (GitHub's toolkit does the same).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: its message escapes, and `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The finding without its file (the location carries it): `key 'files' [ru]: message`, with
    /// the control and bidirectional characters of keys and texts escaped (`DisplayText`), as in
    /// lint's text output.
    private static func summary(_ finding: LintFinding) -> String {
        let message = DisplayText.escaped(finding.shownMessage)
        let language = finding.language.map { "[\(DisplayText.escaped($0))]" }
        guard let key = finding.key else { return language.map { $0 + " " + message } ?? message }
        return "key '\(DisplayText.escaped(key))'" + (language.map { " " + $0 } ?? "") + ": " + message
    }
}

/// The parts of SARIF 2.1.0 that lint writes (OASIS, `sarif-schema-2.1.0.json`).
private enum SARIF {
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]?
        var results: [Result]
        var columnKind: String
    }

    struct Tool: Encodable { var driver: Driver }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolConfigurationNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
