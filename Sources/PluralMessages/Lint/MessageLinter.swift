import Foundation
import PluralCore
import PluralLocalization

/// A problem lint found, with where it is and how to fix it.
public struct LintFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad it is: errors make lint fail; warnings only with `--strict`.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// Errors render wrong text, crash on Apple platforms or cannot render; warnings are dead or doubtful text.
    public let severity: Severity
    /// A stable identifier of the check (`missing-category`, `argument-gap`...).
    public let code: String
    /// The file, when the finding is about one.
    public let file: String?
    /// The key, when the finding is about one.
    public let key: String?
    /// The language, when the finding is about one.
    public let language: String?
    /// What is wrong.
    public let message: String
    /// How to fix it.
    public let hint: String

    /// A finding.
    public init(_ severity: Severity, _ code: String, file: String?, key: String?, language: String?, message: String, hint: String) {
        self.severity = severity
        self.code = code
        self.file = file
        self.key = key
        self.language = language
        self.message = message
        self.hint = hint
    }

    /// One line and a hint: `error: ru.lproj/Localizable.stringsdict: key 'files' [ru]: ... (missing-category)`.
    public var description: String {
        var place = [file].compactMap { $0 }
        if let key { place.append("key '\(key)'" + (language.map { " [\($0)]" } ?? "")) } else if let language { place.append("[\(language)]") }
        return "\(severity.rawValue): \(place.joined(separator: ": "))\(place.isEmpty ? "" : ": ")\(message) (\(code))\n  hint: \(hint)"
    }
}

/// Checks `.stringsdict`, `.strings` and `.xcstrings` tables before they ship.
///
/// For every key and language: plural categories the language needs but a message lacks
/// (Russian needs `one`, `few`, `many` and `other`), categories the language never selects (a
/// `zero` form is fine under the `PluralSelectionPolicy/apple` policy), a missing `other`, value
/// types that do not match the conversions using the argument, gaps in argument positions, unknown
/// and unused variables, cycles, syntax errors, and arguments whose types differ between languages
/// of the same key. Across files: a `.stringsdict` without its `.strings` twin in the same
/// `.lproj` folder (older systems ignore it), and a language whose `.strings` lacks the
/// `.stringsdict` the others have.
public struct MessageLinter: Sendable {
    /// Gives each language's plural rules.
    public var rulesProvider: any PluralRulesProvider
    /// The zero policy: under `apple`, a `zero` form is never unused.
    public var policy: PluralSelectionPolicy
    /// The language of `.strings`/`.stringsdict` files outside an `.lproj` folder.
    public var language: String?

    /// A linter with a rules provider, a zero policy and the language of loose files.
    public init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy = .apple, language: String? = nil) {
        self.rulesProvider = rulesProvider
        self.policy = policy
        self.language = language
    }

    /// Lints files and directories (searched for `*.lproj` tables and `.xcstrings` catalogs).
    public func lint(paths: [URL]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                findings.append(LintFinding(.error, "unreadable-file", file: path.path, key: nil, language: nil, message: "no such file or directory", hint: "check the path"))
                continue
            }
            if isDirectory.boolValue {
                let tables = MessageTable.tableFiles(inDirectory: path)
                if tables.isEmpty {
                    findings.append(LintFinding(.warning, "no-tables", file: path.path, key: nil, language: nil,
                                                message: "no .strings/.stringsdict in .lproj folders and no .xcstrings catalogs", hint: "point lint at the resources folder"))
                }
                for (name, urls) in tables.sorted(by: { $0.key < $1.key }) {
                    findings += lint(tableNamed: name, files: urls)
                }
            } else {
                findings += lint(tableNamed: path.deletingPathExtension().lastPathComponent, files: [path])
            }
        }
        return findings
    }

    private func lint(tableNamed name: String, files: [URL]) -> [LintFinding] {
        var findings: [LintFinding] = []
        var table = MessageTable(name: name)
        for url in files.sorted(by: { ($0.pathExtension == "strings" ? 0 : 1, $0.path) < ($1.pathExtension == "strings" ? 0 : 1, $1.path) }) {
            let language = MessageTable.language(ofFileAt: url) ?? language ?? Self.languageFromName(url)
            do {
                try table.add(file: url, language: language)
            } catch {
                findings.append(LintFinding(.error, "unreadable-file", file: url.path, key: nil, language: language,
                                            message: error.reason, hint: "fix the file's syntax (plutil -lint, or a JSON validator for .xcstrings)"))
            }
        }
        findings += twinFindings(files: files)
        findings += lint(table: table)
        return findings
    }

    /// `Localizable.ru.stringsdict` or `ru.stringsdict`: a language-looking last name part.
    private static func languageFromName(_ url: URL) -> String? {
        let stem = url.deletingPathExtension().lastPathComponent
        let candidate = stem.split(separator: ".").last.map(String.init) ?? stem
        guard let identifier = LanguageIdentifier(candidate), identifier.language.count <= 3,
              Locale(identifier: identifier.description).localizedString(forLanguageCode: identifier.language) != nil,
              candidate.count <= 10
        else { return nil }
        return identifier.description
    }

    /// `.stringsdict` files without a `.strings` twin in their folder, and the reverse when other
    /// languages of the table have both.
    private func twinFindings(files: [URL]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let lprojFiles = files.filter { MessageTable.language(ofFileAt: $0) != nil }
        let kinds = Dictionary(grouping: lprojFiles) { $0.deletingLastPathComponent().path }
            .mapValues { Set($0.map { $0.pathExtension.lowercased() }) }
        let anyStringsdict = kinds.values.contains { $0.contains("stringsdict") }
        for (folder, present) in kinds.sorted(by: { $0.key < $1.key }) {
            let language = String(URL(fileURLWithPath: folder).lastPathComponent.dropLast(".lproj".count))
            let name = lprojFiles.first { $0.deletingLastPathComponent().path == folder }?.deletingPathExtension().lastPathComponent ?? ""
            if present.contains("stringsdict"), !present.contains("strings") {
                let sibling = URL(fileURLWithPath: folder).appendingPathComponent(name + ".strings")
                if !FileManager.default.fileExists(atPath: sibling.path) {
                    findings.append(LintFinding(.warning, "missing-strings-twin", file: URL(fileURLWithPath: folder).appendingPathComponent(name + ".stringsdict").path,
                                                key: nil, language: language, message: "\(name).stringsdict has no \(name).strings beside it",
                                                hint: "add \(name).strings to \(language).lproj, even empty: without it older systems ignore the .stringsdict"))
                }
            } else if present.contains("strings"), !present.contains("stringsdict"), anyStringsdict {
                let sibling = URL(fileURLWithPath: folder).appendingPathComponent(name + ".stringsdict")
                if !FileManager.default.fileExists(atPath: sibling.path) {
                    findings.append(LintFinding(.warning, "missing-stringsdict-twin", file: URL(fileURLWithPath: folder).appendingPathComponent(name + ".strings").path,
                                                key: nil, language: language, message: "\(name).strings has no \(name).stringsdict beside it, although other languages have one",
                                                hint: "add \(language).lproj/\(name).stringsdict with this language's plural forms"))
                }
            }
        }
        return findings
    }

    /// Lints a loaded table: every key in every language, then each key across languages.
    public func lint(table: MessageTable) -> [LintFinding] {
        var findings: [LintFinding] = []
        var signatures: [String: [String: [Int: ArgumentClass]]] = [:]
        for language in table.languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: true)
            if rules == nil, language != "Base" {
                findings.append(LintFinding(.warning, "unknown-language", file: nil, key: nil, language: language,
                                            message: "no plural rules for language '\(language)'; plural categories are not checked",
                                            hint: "name the folder or catalog language with a language code (ru, pt-BR, zh-Hant)"))
            }
            for (key, message) in (table.messages[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                var check = MessageCheck(message: message, rules: rules, policy: policy)
                check.run()
                findings += check.findings
                signatures[key, default: [:]][language] = check.arguments
            }
        }
        findings += crossLanguageFindings(table: table, signatures: signatures)
        return findings
    }

    /// Lints one message in its language (the per-key checks, without the cross-language ones).
    public func lint(message: LocalizedMessage) -> [LintFinding] {
        let rules = try? rulesProvider.rules(for: message.language, type: .cardinal, strict: true)
        var check = MessageCheck(message: message, rules: rules, policy: policy)
        check.run()
        return check.findings
    }

    private func crossLanguageFindings(table: MessageTable, signatures: [String: [String: [Int: ArgumentClass]]]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (key, byLanguage) in signatures.sorted(by: { $0.key < $1.key }) where byLanguage.count > 1 {
            let development = table.developmentLanguage ?? (table.messages["en"] != nil ? "en" : nil)
            let reference = development.flatMap { byLanguage[$0] != nil ? $0 : nil } ?? byLanguage.keys.sorted()[0]
            guard let expected = byLanguage[reference] else { continue }
            for (language, arguments) in byLanguage.sorted(by: { $0.key < $1.key }) where language != reference {
                let file = table.message(forKey: key, language: language)?.origin.file?.path
                for position in Set(expected.keys).union(arguments.keys).sorted() {
                    switch (expected[position], arguments[position]) {
                    case let (wanted?, found?) where wanted != found:
                        findings.append(LintFinding(.error, "argument-mismatch", file: file, key: key, language: language,
                                                    message: "argument \(position) is \(found.rawValue) here but \(wanted.rawValue) in \(reference)",
                                                    hint: "use the same conversion for argument \(position) in every language: callers pass one argument list"))
                    case (_?, nil):
                        findings.append(LintFinding(.warning, "argument-mismatch", file: file, key: key, language: language,
                                                    message: "argument \(position) is used in \(reference) but not here",
                                                    hint: "check that the translation did not drop a placeholder"))
                    case (nil, let found?):
                        findings.append(LintFinding(.error, "argument-mismatch", file: file, key: key, language: language,
                                                    message: "argument \(position) (\(found.rawValue)) is used here but not in \(reference)",
                                                    hint: "callers pass the arguments of \(reference); this one will be missing"))
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }
}

/// What an argument is used as, coarsely: what must agree between uses and languages.
enum ArgumentClass: String, Hashable, Sendable {
    case integer, floatingPoint = "floating point", object, string

    init(_ kind: ArgumentKind) {
        switch kind {
        case .signedInteger, .unsignedInteger: self = .integer
        case .floatingPoint: self = .floatingPoint
        case .object: self = .object
        case .string: self = .string
        }
    }
}

/// The checks of one message in one language.
private struct MessageCheck {
    let message: LocalizedMessage
    let rules: (any PluralRules)?
    let policy: PluralSelectionPolicy
    var findings: [LintFinding] = []
    /// Argument positions and how they are used (the first use decides; conflicts are findings).
    var arguments: [Int: ArgumentClass] = [:]
    private var usedVariables: Set<String> = []
    private var visited: Set<String> = []
    private var reportedCycles: Set<String> = []
    /// Positions already reported as mismatched (one finding per argument).
    private var mismatchedPositions: Set<Int> = []
    /// A format that does not parse hides its variables: no unused-variable findings then.
    private var hasSyntaxError = false

    init(message: LocalizedMessage, rules: (any PluralRules)?, policy: PluralSelectionPolicy) {
        self.message = message
        self.rules = rules
        self.policy = policy
    }

    var file: String? { message.origin.file?.path }

    mutating func add(_ severity: LintFinding.Severity, _ code: String, _ text: String, hint: String) {
        findings.append(LintFinding(severity, code, file: file, key: message.key, language: message.language, message: text, hint: hint))
    }

    mutating func run() {
        walk(message.body, scope: message.variables)
        for name in message.variables.keys.sorted() where !usedVariables.contains(name) && !hasSyntaxError {
            add(.warning, "unused-variable", "variable '\(name)' is defined but no format refers to it",
                hint: "refer to it as %#@\(name)@ or delete it")
        }
        if let last = arguments.keys.max(), last >= 1 {
            let gaps = (1...last).filter { arguments[$0] == nil }
            if !gaps.isEmpty {
                add(.error, "argument-gap", "argument\(gaps.count == 1 ? "" : "s") \(gaps.map(String.init).joined(separator: ", ")) of 1...\(last) \(gaps.count == 1 ? "is" : "are") never used",
                    hint: "use every position up to the last one (%\(gaps[0])$...): formatting reads arguments by position and needs each type")
            }
        }
    }

    private mutating func walk(_ body: MessageBody, scope: [String: MessageVariable]) {
        switch body {
        case let .text(text):
            var next = 1
            walk(text, scope: scope, place: "format", next: &next, own: nil, stack: [])
        case let .plural(argument, forms):
            checkCategories(Set(forms.keys), place: "plural variation")
            use(argument, .integer, place: "plural variation", allowNumeric: true)
            for (_, form) in forms.sorted(by: { $0.key < $1.key }) { walk(form, scope: scope) }
        case let .device(variants):
            if variants["other"] == nil {
                add(.warning, "missing-device-other", "the device variation has no 'other' variant",
                    hint: "add 'other' for devices not listed (\(variants.keys.sorted().joined(separator: ", ")) are)")
            }
            let known: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]
            for name in variants.keys.sorted() where !known.contains(name) {
                add(.warning, "unknown-device", "unknown device '\(name)'", hint: "use one of \(known.sorted().joined(separator: ", "))")
            }
            for (_, variant) in variants.sorted(by: { $0.key < $1.key }) { walk(variant, scope: scope) }
        case let .width(variants):
            for variant in variants { walk(variant.body, scope: scope) }
        case let .scoped(inner, variables):
            walk(inner, scope: variables)
        case let .invalid(reason):
            add(.error, "invalid-entry", reason, hint: "each key needs NSStringLocalizedFormatKey and its variables (or a width or device rule)")
        }
    }

    /// Records a use of an argument; a use of another class than before is a type mismatch.
    private mutating func use(_ position: Int, _ argumentClass: ArgumentClass, place: String, allowNumeric: Bool = false) {
        guard let previous = arguments[position] else {
            arguments[position] = argumentClass
            return
        }
        // A plural variation selects on any number.
        if allowNumeric, previous == .integer || previous == .floatingPoint { return }
        if previous != argumentClass, mismatchedPositions.insert(position).inserted {
            add(.error, "value-type-mismatch", "argument \(position) is used as \(previous.rawValue) and as \(argumentClass.rawValue) (\(place))",
                hint: "one argument has one type: make the conversions and NSStringFormatValueTypeKey agree")
        }
    }

    private mutating func walk(
        _ text: MessageText, scope: [String: MessageVariable], place: String, next: inout Int, own: Int?, stack: [String]
    ) {
        let format: ParsedFormat
        switch text.parsed {
        case let .success(parsed): format = parsed
        case let .failure(error):
            hasSyntaxError = true
            add(message.origin.kind == .strings ? .warning : .error, "invalid-format", "\(place): \(error)",
                hint: "write '%%' for a percent sign; conversions are %d, %lu, %f, %@, %1$@, variables %#@name@")
            return
        }
        for segment in format.segments {
            switch segment {
            case .literal:
                break
            case let .specifier(specifier, _):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                use(position, ArgumentClass(specifier.kind), place: "\(place), \(specifier)")
            case .substitutionArgument:
                break  // the substitution's own argument, recorded with its value type
            case let .variable(name, explicit, _):
                var position = explicit ?? next
                if explicit == nil { next += 1 }
                usedVariables.insert(name)
                guard let variable = scope[name] else {
                    add(.error, "unknown-variable", "\(place) refers to %#@\(name)@, which is not defined",
                        hint: "define '\(name)' beside NSStringLocalizedFormatKey (or in substitutions), or fix the name")
                    continue
                }
                if let argument = variable.argumentNumber, argument < 1 {
                    add(.error, "invalid-argument-number", "the substitution '\(name)' has argNum \(argument); arguments count from 1",
                        hint: "set argNum to the position of the number it selects on")
                } else if let argument = variable.argumentNumber {
                    if let explicit, explicit != argument {
                        add(.warning, "argument-mismatch", "%\(explicit)$#@\(name)@ names argument \(explicit) but the substitution's argNum is \(argument)",
                            hint: "make the position and argNum agree")
                    }
                    position = argument
                }
                if let start = stack.firstIndex(of: name) {
                    let cycle = Array(stack[start...]) + [name]
                    if reportedCycles.insert(cycle.sorted().joined(separator: ",")).inserted {
                        add(.error, "variable-cycle", "variables refer to each other in a cycle: \(cycle.joined(separator: " -> "))",
                            hint: "a variable's forms must not refer back to it")
                    }
                    continue
                }
                guard stack.count < MessageRenderer.maximumNestingDepth else {
                    add(.error, "nesting-too-deep", "variables nest deeper than \(MessageRenderer.maximumNestingDepth) levels at '\(name)'",
                        hint: "flatten the variables")
                    continue
                }
                checkVariable(variable, position: position, scope: scope, stack: stack + [name])
            }
        }
    }

    private mutating func checkVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], stack: [String]) {
        let name = variable.name
        // A variable used at one position is checked once (forms that repeat it would multiply work).
        guard visited.insert("\(name)@\(position)").inserted else { return }
        let place = "variable '\(name)'"
        guard variable.isPlural else {
            add(.error, "unsupported-rule-type", "\(place) has rule type '\(variable.ruleType ?? "")'",
                hint: "use NSStringPluralRuleType (gender and other rule types are not rendered)")
            return
        }
        if variable.ruleType == nil, !variable.isSubstitution {
            add(.warning, "missing-rule-type", "\(place) has no NSStringFormatSpecTypeKey",
                hint: "add NSStringFormatSpecTypeKey = NSStringPluralRuleType")
        }
        var valueClass: ArgumentClass?
        if let valueType = variable.valueType {
            if let specifier = variable.valueSpecifier, specifier.kind.isNumeric {
                valueClass = ArgumentClass(specifier.kind)
            } else if variable.valueSpecifier?.kind == .object, !variable.isSubstitution {
                valueClass = nil
            } else {
                add(.error, "invalid-value-type", "\(place) has value type '\(valueType)', which is not a number conversion",
                    hint: "use d, i, u, ld, lu, lld, llu, f, e or g")
            }
        } else if !variable.isSubstitution {
            add(.warning, "missing-value-type", "\(place) has no NSStringFormatValueTypeKey",
                hint: "add NSStringFormatValueTypeKey with the argument's conversion (d, lu, f...)")
        }
        use(position, valueClass ?? .integer, place: place, allowNumeric: valueClass == nil)
        for key in variable.unknownKeys {
            add(.warning, "unknown-form-key", "\(place) has key '\(key)', which is neither a plural category nor a setting",
                hint: "plural keys are zero, one, two, few, many, other (or exact values such as =0)")
        }
        checkCategories(variable.formSet, place: place)
        for (form, text) in variable.forms.sorted(by: { $0.key < $1.key }) {
            var next = position
            let formPlace = "\(place) form '\(form)'"
            // Conversions of the variable's own argument must match its value type.
            if let valueClass, case let .success(format) = text.parsed {
                var cursor = position
                for segment in format.segments {
                    guard case let .specifier(specifier, _) = segment else { continue }
                    let target = specifier.position ?? cursor
                    if specifier.position == nil { cursor += 1 }
                    if target == position, ArgumentClass(specifier.kind) != valueClass, mismatchedPositions.insert(position).inserted {
                        add(.error, "value-type-mismatch", "\(formPlace) formats the variable's argument with \(specifier) but the value type is '\(variable.valueType ?? "")'",
                            hint: "use a conversion of the value type's kind, or fix NSStringFormatValueTypeKey")
                    }
                }
            }
            walk(text, scope: scope, place: formPlace, next: &next, own: position, stack: stack)
        }
    }

    private mutating func checkCategories(_ forms: Set<PluralMessageForm>, place: String) {
        let categories = Set(forms.compactMap { form -> PluralCategory? in
            if case let .category(category) = form { return category }
            return nil
        })
        if !categories.contains(.other) {
            add(.error, "missing-other", "\(place) has no 'other' form",
                hint: "add 'other': it is the fallback for every number no other form takes")
        }
        guard let rules else { return }
        let needed = Set(rules.categories)
        let missing = needed.subtracting(categories).subtracting([.other]).sorted()
        if !missing.isEmpty {
            let language = message.language
            add(.error, "missing-category", "\(place) lacks \(missing.map(\.rawValue).joined(separator: ", ")), which \(language) uses (\(rules.categories.map(\.rawValue).joined(separator: ", ")))",
                hint: "add the missing forms; until then those numbers render the 'other' form")
        }
        let unused = categories.subtracting(needed).filter { !($0 == .zero && policy == .apple) }.sorted()
        if !unused.isEmpty {
            add(.warning, "unused-category", "\(place) has \(unused.map(\.rawValue).joined(separator: ", ")), which \(message.language) never selects",
                hint: "remove the form, or check that the file is in the right language folder")
        }
    }
}
