import Foundation
import PluralMessages

/// Lint findings for CI: SARIF 2.1.0 for code-scanning tools, and GitHub Actions workflow commands
/// that annotate the line of a pull request's file.
enum LintReportFormats {
    // MARK: SARIF

    /// A SARIF 2.1.0 log with one run: the rules of the findings' codes with their help, and a
    /// result per finding with its level, message and physical location.
    static func sarif(_ findings: [LintFinding], version: String, relativeTo base: URL) throws -> Data {
        let codes = Array(Set(findings.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let rules = codes.map { code in
            let rule = LintRuleHelp.rule(code, example: findings.first { $0.code == code })
            return SARIF.Rule(
                id: code, name: rule.name, shortDescription: .init(text: rule.summary), fullDescription: .init(text: rule.summary),
                help: .init(text: rule.help), defaultConfiguration: .init(level: level(findings.first { $0.code == code }))
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
            return SARIF.Result(ruleId: finding.code, ruleIndex: ruleIndex[finding.code] ?? 0, level: level(finding), message: .init(text: text + "\nhint: " + finding.hint), locations: locations)
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: .init(driver: .init(name: "icu-plural", semanticVersion: version, rules: rules)),
            results: results, columnKind: "unicodeCodePoints"
        )])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(log)
    }

    /// SARIF's level of a finding: `error`, `warning` or `note`.
    private static func level(_ finding: LintFinding?) -> String {
        switch finding?.severity.rawValue {
        case "error": "error"
        case "warning": "warning"
        default: "note"
        }
    }

    /// A path relative to the base when it is inside it (as code scanning expects), else a file URI.
    private static func uri(_ path: String, relativeTo base: URL) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = base.standardizedFileURL.path
        let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : nil
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@!$&'()*+,;="))
        if let relative { return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative }
        return URL(fileURLWithPath: file).absoluteString
    }

    // MARK: GitHub

    /// One workflow command per finding: `::error file=…,line=…,col=…,title=CODE::message`.
    static func github(_ findings: [LintFinding], relativeTo base: URL) -> String {
        findings.map { finding in
            let command = switch level(finding) {
            case "error": "error"
            case "warning": "warning"
            default: "notice"
            }
            var properties: [String] = []
            var text = summary(finding)
            if let file = finding.file {
                let path = URL(fileURLWithPath: file).standardizedFileURL.path
                let root = base.standardizedFileURL.path
                properties.append("file=" + escapeProperty(path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path))
                if let location = finding.location {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                } else if finding.key != nil {
                    text += " (the key's place in the file was not found)"
                }
            }
            properties.append("title=" + escapeProperty(finding.code))
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(text + "\nhint: " + finding.hint))"
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

    /// The finding without its file (the location carries it): `key 'files' [ru]: message`.
    private static func summary(_ finding: LintFinding) -> String {
        guard let key = finding.key else { return finding.language.map { "[\($0)] " + finding.message } ?? finding.message }
        return "key '\(key)'" + (finding.language.map { " [\($0)]" } ?? "") + ": " + finding.message
    }
}

/// The help of each lint check, for reports that list rules (SARIF).
enum LintRuleHelp {
    struct Rule {
        var name: String
        var summary: String
        var help: String
    }

    /// The help of a code; a code without an entry takes its text from a finding.
    static func rule(_ code: String, example: LintFinding?) -> Rule {
        let name = code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let known = known[code] { return Rule(name: name, summary: known.summary, help: known.help) }
        return Rule(name: name, summary: example?.message ?? code, help: example?.hint ?? "See `icu-plural lint --help`.")
    }

    static let known: [String: (summary: String, help: String)] = [
        "missing-category": ("A plural message lacks a category its language selects.",
                             "Add the missing forms: until then the numbers that select them render the 'other' form."),
        "unused-category": ("A plural message has a form its language never selects.", "Remove the form or check the message's language."),
        "missing-other": ("A plural or gender variable has no 'other' form.", "Add 'other': it is the form every unlisted case falls back to."),
        "value-type-mismatch": ("A variable's value type does not match the conversions that use its argument.",
                                "Use one type for each argument: formatting reads the arguments by their declared types."),
        "argument-gap": ("Argument positions skip a number.", "Use every position up to the last one: formatting reads arguments by position."),
        "unknown-variable": ("A format refers to a variable the message does not define.", "Define the variable or fix the reference."),
        "unused-variable": ("A message defines a variable no format refers to.", "Remove it or refer to it."),
        "variable-cycle": ("Variables refer to each other in a loop.", "Break the loop: such a message cannot render."),
        "invalid-format": ("A format string (printf, or a MessageFormat text) does not parse.",
                           "Fix the conversion or the MessageFormat syntax the message points at (the offset is in characters of the text)."),
        "invalid-entry": ("An entry cannot be read as a message.", "Give the entry a format key and its variables (or a width or device rule)."),
        "argument-mismatch": ("Languages of one key take different arguments (for MessageFormat: other names, or a select where the development language has a number).",
                              "Make every translation take the development language's arguments."),
        "missing-value-type": ("A plural variable has no NSStringFormatValueTypeKey.", "Add the value type of the number (d, ld, f...)."),
        "missing-device-other": ("A device variation has no 'other' variant.", "Add 'other' for the devices not listed."),
        "unknown-device": ("A device variation names an unknown device.", "Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."),
        "literal-one": ("A 'one' form prints a fixed '1' in a language whose 'one' covers other numbers too (French 0, Russian 21).",
                        "Print the number with a conversion in the 'one' form, or add an exact form such as =1."),
        "lost-percent": ("A position lost its '%' ('2$@'): it is printed as is.", "Write the '%' back ('%2$@')."),
        "broken-reference": ("A variable reference is broken ('%# @name @'): Apple reads it as a %@ conversion.", "Write %#@name@ with no spaces."),
        "lost-conversion": ("A '%' followed by a space and a word is read as a conversion ('% publicacions' is %p).",
                            "Write '%@ word' if the '@' was lost, or '%%' for a percent sign."),
        "width-on-variable": ("A variable has a width ('%1#@count@'), which Apple ignores.", "Write '%1$#@count@' to name the argument."),
        "invariant-plural": ("A plural variable has only an 'other' form: every number renders it.", "Add the language's forms if the text should change."),
        "unknown-file-language": ("A file's language is unknown (no xx.lproj folder, no language in its name).", "Move it into an xx.lproj folder or pass --language."),
        "unreadable-file": ("A file could not be read; its messages were not checked.", "Fix the file's syntax or encoding."),
        "value-type-percent": ("A value type starts with '%' ('%ld').", "Write the conversion without '%' ('ld')."),
        "select-keyword-mismatch": ("A MessageFormat select has other keywords than the development language's.",
                                    "Give every translation the development language's keywords: a value without its keyword renders 'other'."),
        "unknown-form-key": ("A plural has a key that is neither a category nor an exact value, or a setting no one reads.",
                             "Plural keys are zero, one, two, few, many, other and exact values (=0); no number selects another key."),
        "duplicate-key": ("A .strings table has the same key twice; Foundation keeps only the last.",
                          "Remove or rename one of the entries: the first translation is lost without a word."),
    ]
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
        var results: [Result]
        var columnKind: String
    }

    struct Tool: Encodable {
        var driver: Driver
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

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
