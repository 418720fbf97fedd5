import Foundation
@testable import MessageFormat2
import TestSupport
import ICUPlural
@testable import PluralMessages

/// The tree fixtures every conversion must carry over, by name.
enum ConversionFixtures {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Resources").standardized

    static let trees: [String] = [
        "Tables", "Catalog/Localizable.xcstrings", "Legacy", "Gender", "Duplicates", "Conversions",
        "Lint/FalseAlarms", "Lint/Mistakes", "Lint/Defects", "Lint/FalseAlarmCatalog/Localizable.xcstrings",
        "Lint/TwoBundles/App/Resources", "Examples", "MessageFormat", "CatalogMetadata/Localizable.xcstrings",
    ]

    static func url(_ name: String) -> URL {
        name == "Examples" ? examples : Fixtures.url(name)
    }

    static func table(_ name: String) throws -> MessageTable {
        try MessageTable.load(contentsOf: url(name))
    }
}

/// A fresh directory under the temporary directory.
func conversionDirectory(_ label: String) -> URL {
    let url = TestFolders.root.appendingPathComponent("convert-\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a table and reads the result back as a table.
func convert(_ table: MessageTable, to format: MessageFileFormat) throws -> (table: MessageTable, written: WrittenFiles) {
    let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
    let written = writer.write(table, as: format)
    let root = conversionDirectory(format.rawValue)
    defer { try? FileManager.default.removeItem(at: root) }
    // A directory of MessageFormat files is a table named after the directory.
    let directory = root.appendingPathComponent(table.name)
    try writer.write(table, as: format, to: directory)
    let path = format == .xcstrings ? directory.appendingPathComponent("\(table.name).xcstrings") : directory
    let read = try MessageTable.load(contentsOf: path, table: [.messageformat, .messageformat2, .android].contains(format) ? nil : table.name, developmentLanguage: table.developmentLanguage)
    return (read, written)
}

/// One way to call a message: its arguments, and the renderer's device and width.
struct MessageCall: CustomStringConvertible {
    var arguments: [MessageArgument]
    var device: String?
    var width: Int?

    var description: String {
        "(\(arguments.map(\.description).joined(separator: ", ")))" + (device.map { " device \($0)" } ?? "") + (width.map { " width \($0)" } ?? "")
    }
}

extension MessageCall {
    /// Whether the call renders the same despite the notes: what each loss keeps is the default
    /// (the widest width, the `other` device, the `other` gender); other losses keep nothing sure.
    /// Whether a language writes 21 and 1.5 as JavaScript's `String(n)` does.
    static func showsPlainNumbers(_ language: String) -> Bool {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.numberStyle = .decimal
        return formatter.string(from: 21) == "21" && formatter.decimalSeparator == "."
    }

    func survives(_ notes: [ConversionNote]) -> Bool {
        notes.allSatisfy { note in
            switch note.kind {
            case .widthVariants: width == nil
            // The variant written shows on its device, and `other` on a device it does not list.
            case let .deviceVariants(written, dropped): (device ?? "other") == written || (written == "other" && !dropped.contains(device ?? "other"))
            case .genderVariable: arguments.allSatisfy { !MessageCalls.genders.contains($0) || $0 == "other" }
            case .selectAsGender: arguments.allSatisfy { if case let .string(text) = $0 { text != "unknown" } else { true } }
            case .integerArgument: arguments.allSatisfy { if case .decimal = $0 { false } else { true } }
            // The text is written as it was; only its state is lost.
            case .translationState: true
            // Values given by position bind as before.
            case .argumentNamesNotKept: true
            case .percentSignsAsText: arguments.isEmpty
            case .integerGrouping: arguments.allSatisfy { if case let .integer(value) = $0 { !(1_000...9_999).contains(value) } else { true } }
            // i18next's String(n) and a number formatted for the language agree below 1000, in
            // Western digits, with a decimal point.
            case .i18nextPlainNumber: Self.showsPlainNumbers(note.language) && arguments.allSatisfy {
                switch $0 {
                case let .integer(value): (0..<1_000).contains(value)
                case .string: true
                default: false
                }
            }
            // Flutter shows a number as Dart's toString: as ICU and printf do for integers below 1000.
            case .arb(.dartToString): arguments.allSatisfy {
                switch $0 {
                case let .integer(value): (-999...999).contains(value)
                case .string: true
                default: false
                }
            }
            // A style written as the placeholder format NumberFormat shows alike; without one, toString.
            case let .arb(.numberStyle(_, _, format)): format != nil
            default: false
            }
        }
    }
}

enum MessageCalls {
    /// Numbers that reach every category of en, ru, pl and ar, a grouped number and a fraction.
    static let numbers: [MessageArgument] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000, .decimal(try! PluralDecimal(parsing: "1.5"))]
    static let genders: [MessageArgument] = ["male", "female", "neuter", "other"]
    /// More combinations than this and the numbers are varied together instead of crosswise.
    static let maximumCombinations = 400

    /// The calls that exercise a message: every number (or gender) at each argument a plural (or
    /// gender) variable or a number conversion reads, a string elsewhere; each device and width.
    static func calls(for message: LocalizedMessage) -> [MessageCall] {
        var kinds: [Int: Kind] = [:]
        var keywords: [Int: [String]] = [:]
        func mark(_ position: Int, _ kind: Kind) { kinds[position] = max(kinds[position] ?? .string, kind) }
        collect(message.body, scope: message.variables, mark: mark)
        // MessageFormat: arguments by their order of first appearance.
        collectMessageFormat(message.body, scope: message.variables, names: message.argumentNames, mark: mark, keywords: &keywords)
        let positions = (kinds.keys.max() ?? 0)
        var argumentLists: [[MessageArgument]] = [[]]
        if positions > 0 {
            let choices: [[MessageArgument]] = (1...positions).map { position in
                switch kinds[position] ?? .string {
                case .string: ["Ann"]
                case .gender: genders
                case .keyword: (keywords[position] ?? []).map { .string($0) } + ["unknown"]
                case .number: numbers
                }
            }
            let product = choices.reduce(1) { $0 * $1.count }
            if product <= maximumCombinations {
                argumentLists = choices.reduce([[]]) { lists, options in lists.flatMap { list in options.map { list + [$0] } } }
            } else {
                let longest = choices.map(\.count).max() ?? 1
                argumentLists = (0..<longest).map { index in choices.map { $0[index % $0.count] } }
            }
        }
        var calls: [MessageCall] = []
        for arguments in argumentLists {
            for (device, width) in [(nil, nil), ("iphone", nil), ("mac", nil), (nil, 1), (nil, 20)] as [(String?, Int?)] {
                calls.append(MessageCall(arguments: arguments, device: device, width: width))
            }
        }
        return calls
    }

    enum Kind: Int, Comparable {
        case string, gender, keyword, number
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private static func collect(_ body: MessageBody, scope: [String: MessageVariable], mark: (Int, Kind) -> Void) {
        switch body {
        case let .text(text):
            collect(text, scope: scope, firstUnpositioned: 1, own: nil, mark: mark, depth: 0)
        case let .plural(argument, forms):
            mark(argument, .number)
            for form in forms.values { collect(form, scope: scope, mark: mark) }
        case let .device(variants):
            for variant in variants.values { collect(variant, scope: scope, mark: mark) }
        case let .width(variants):
            for variant in variants { collect(variant.body, scope: scope, mark: mark) }
        case let .scoped(inner, variables):
            collect(inner, scope: variables, mark: mark)
        case .invalid:
            break
        }
    }

    private static func collect(_ text: MessageText, scope: [String: MessageVariable], firstUnpositioned: Int, own: Int?, mark: (Int, Kind) -> Void, depth: Int) {
        guard depth < 16, text.syntax == .printf, case let .success(format) = text.parsed else { return }
        var next = firstUnpositioned
        for segment in format.segments {
            switch segment {
            case .literal, .argument, .pluralNumber: break
            case let .specifier(specifier, _):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                mark(position, specifier.kind.isNumeric ? .number : .string)
            case .substitutionArgument:
                if let own { mark(own, .number) }
            case let .variable(name, explicit, _):
                var position = explicit ?? next
                if explicit == nil { next += 1 }
                guard let variable = scope[name] else { continue }
                if let number = variable.argumentNumber { position = number }
                mark(position, variable.isGender ? .gender : .number)
                for form in Array(variable.forms.values) + Array(variable.genderForms.values) {
                    collect(form, scope: scope, firstUnpositioned: position, own: position, mark: mark, depth: depth + 1)
                }
            }
        }
    }
}

extension MessageCalls {
    static func collectMessageFormat(
        _ body: MessageBody, scope: [String: MessageVariable], names: [String], mark: (Int, Kind) -> Void, keywords: inout [Int: [String]]
    ) {
        guard case let .text(text) = body, text.syntax == .messageFormat else { return }
        var pending = [text]
        var seen = 0
        while let next = pending.popLast(), seen < 1_000 {
            seen += 1
            guard case let .success(format) = next.parsed else { continue }
            for segment in format.segments {
                switch segment {
                case let .argument(name, style, _):
                    if let index = names.firstIndex(of: name) { mark(index + 1, style == nil ? .string : .number) }
                case let .variable(name, _, _):
                    guard let variable = scope[name], let position = variable.argumentNumber else { continue }
                    if variable.isSelect {
                        mark(position, .keyword)
                        keywords[position, default: []] += variable.keywordForms.keys.filter { $0 != "other" }.sorted()
                    } else {
                        mark(position, .number)
                    }
                    pending += Array(variable.forms.values) + Array(variable.keywordForms.values)
                default:
                    break
                }
            }
        }
    }
}

/// What rendering a call gives: the text, or that it failed.
enum RenderOutcome: Equatable, CustomStringConvertible {
    case text(String)
    case failure

    var description: String {
        switch self {
        case let .text(text): "\"\(text)\""
        case .failure: "(error)"
        }
    }

    /// The call rendered with its values by position, or by the names `names` gives each position
    /// (those the message has).
    static func of(_ message: LocalizedMessage?, _ call: MessageCall, names: [Int: String]? = nil) -> RenderOutcome {
        guard let message else { return .failure }
        // MessageFormat 2 messages without bidi isolation marks, so that texts compare across formats.
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: MF2MessageEvaluator(bidiIsolation: .none), device: call.device, width: call.width))
        if let names {
            var named: [String: MessageArgument] = [:]
            for (index, argument) in call.arguments.enumerated() {
                if let name = names[index + 1], message.argumentNames.contains(name) { named[name] = argument }
            }
            guard let rendered = try? renderer.render(message, arguments: .named(named)) else { return .failure }
            return .text(rendered.text)
        }
        guard let rendered = try? renderer.render(message, arguments: .positional(call.arguments)) else { return .failure }
        return .text(rendered.text)
    }
}
