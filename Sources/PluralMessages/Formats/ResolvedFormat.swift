import Foundation
import PluralLocalization

/// A part of a format with the argument it shows, resolved the way ``MessageRenderer`` resolves
/// positions: what writers translate, so a written message shows the same arguments as the read one.
enum ResolvedPart: Hashable {
    /// Text as shown (`%%` already `%`).
    case literal(String)
    /// A conversion of the argument at `position` (the specifier's own position cleared); `%arg`
    /// resolves to its substitution's conversion.
    case conversion(position: Int, FormatSpecifier)
    /// A variable, selecting on the argument at `position` (after an `.xcstrings` `argNum`).
    case variable(name: String, position: Int)
}

/// Where a format is rendered: where its argument positions start (``ArgumentCursor``), and,
/// inside a variable's form, the variable's value type (what `%arg` shows).
struct FormatContext: Hashable {
    var cursor: ArgumentCursor
    var ownSpecifier: FormatSpecifier?
    /// The variable's own argument (`%arg`); `nil` outside a variable.
    var ownPosition: Int? { cursor.own }

    /// A whole text or a whole-string plural form: conversions count from 1.
    static let top = FormatContext(cursor: .top, ownSpecifier: nil)

    /// The forms of a variable selecting on `position`.
    static func forms(of position: Int, specifier: FormatSpecifier?) -> FormatContext {
        FormatContext(cursor: .forms(of: position), ownSpecifier: specifier)
    }
}

extension MessageText {
    /// The parts with their positions in a context; `argumentNumbers` are the variables' `argNum`s.
    /// `nil` when the format does not parse.
    func resolved(in context: FormatContext, argumentNumbers: (String) -> Int?) -> [ResolvedPart]? {
        guard case let .success(format) = parsed else { return nil }
        return Self.resolve(format.segments, in: context, argumentNumbers: argumentNumbers)
    }

    static func resolve(_ segments: [FormatSegment], in context: FormatContext, argumentNumbers: (String) -> Int?) -> [ResolvedPart] {
        var cursor = context.cursor
        var parts: [ResolvedPart] = []
        for segment in segments {
            switch segment {
            case let .literal(text):
                if case let .literal(previous)? = parts.last {
                    parts[parts.count - 1] = .literal(previous + text)
                } else {
                    parts.append(.literal(text))
                }
            case let .specifier(specifier, _):
                let position = cursor.take(specifier)
                var bare = specifier
                bare.position = nil
                parts.append(.conversion(position: position, bare))
            case .substitutionArgument:
                var specifier = context.ownSpecifier ?? FormatSpecifier()
                if context.ownSpecifier == nil { specifier.conversion = "@" }
                specifier.position = nil
                parts.append(.conversion(position: cursor.own ?? 0, specifier))
            case let .variable(name, explicit, _):
                let referenced = cursor.take(variable: explicit)
                parts.append(.variable(name: name, position: argumentNumbers(name) ?? referenced))
            case .argument, .pluralNumber:
                // MessageFormat parts: writers turn MessageFormat messages into printf ones first
                // (``PrintfConversion``), so these are never resolved.
                break
            }
        }
        return parts
    }

    /// A printf format (for `.stringsdict` and `.xcstrings`) that shows `parts`, every argument
    /// at an explicit position so that it means the same in any context.
    /// With `substitutionArgument`, the conversions of that argument by that specifier are `%arg`.
    static func appleFormat(_ parts: [ResolvedPart], substitutionArgument: (position: Int, specifier: FormatSpecifier)? = nil) -> String {
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal): text += literal.replacingOccurrences(of: "%", with: "%%")
            case let .conversion(position, specifier)
                where substitutionArgument.map { $0.position == position && $0.specifier == specifier } == true:
                text += "%arg"
            case let .conversion(position, specifier):
                var positioned = specifier
                positioned.position = position
                text += positioned.description
            case let .variable(name, position): text += "%\(position)$#@\(name)@"
            }
        }
        return text
    }
}

extension MessageBody {
    /// The argument positions a body needs, and the variables they reach, by the one
    /// ``MessageWalk``: `visit` sees each variable reference with the argument it selects on,
    /// `conversion` each conversion with its argument.
    func walk(
        scope: [String: MessageVariable],
        visit: (_ name: String, _ variable: MessageVariable?, _ position: Int, _ scope: [String: MessageVariable]) -> Void,
        conversion: (_ position: Int, _ specifier: FormatSpecifier) -> Void
    ) {
        /// What the walk meets, in order; `%arg` is a conversion of the variable's own argument by its value type.
        struct Collector: MessageVisitor {
            var references: [(name: String, variable: MessageVariable?, position: Int)] = []
            var conversions: [(position: Int, specifier: FormatSpecifier)] = []
            var valueTypes: [FormatSpecifier?] = []
            mutating func reference(_ name: String, _ variable: MessageVariable?, explicit: Int?, referenced: Int, selected: Int, offset: Int, in text: MessageText) {
                references.append((name, variable, selected))
            }
            mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {
                var bare = specifier
                bare.position = nil
                conversions.append((position, bare))
            }
            mutating func substitutionArgument(position: Int?, offset: Int) {
                var specifier = (valueTypes.last ?? nil) ?? FormatSpecifier()
                if (valueTypes.last ?? nil) == nil { specifier.conversion = "@" }
                conversions.append((position ?? 0, specifier))
            }
            mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
                valueTypes.append(variable.valueSpecifier)
                return true
            }
            mutating func exitVariable(_ variable: MessageVariable, position: Int) {
                valueTypes.removeLast()
            }
        }
        var collector = Collector()
        MessageWalk.walk(self, scope: scope, with: &collector)
        for reference in collector.references { visit(reference.name, reference.variable, reference.position, scope) }
        for found in collector.conversions { conversion(found.position, found.specifier) }
    }
}

/// What the plural rules of a language say about zero, for writing a `zero` form or `=0`.
enum ZeroForms {
    /// Whether the language's `zero` category holds 0 and nothing else, so that under Apple's zero
    /// policy a `zero` form and an `=0` form mean the same.
    static func zeroCategoryIsExactlyZero(_ rules: any PluralRules) -> Bool {
        category(.zero, isExactly: 0, in: rules)
    }

    /// Whether the language's `category` holds `value` and no other integer up to 1,000 nor a
    /// fraction (English `one` is 1 alone; French `one` is 0, 1 and 1.5), so that an exact form
    /// `=value` and the category's form mean the same where the value is given without fraction digits.
    static func category(_ category: PluralCategory, isExactly value: Int, in rules: any PluralRules) -> Bool {
        guard rules.categories.contains(category), rules.category(for: value) == category else { return false }
        if (0...1_000).contains(where: { $0 != value && rules.category(for: $0) == category }) { return false }
        for text in ["0.5", "1.5", "10.0", "0.1", "100.0"] {
            if let decimal = try? PluralDecimal(parsing: text), (try? rules.category(for: decimal)) == category { return false }
        }
        return true
    }

    /// Whether the language has a `zero` category that holds 0 (MessageFormat's `zero` keyword
    /// then serves 0 as Apple's zero policy does).
    static func zeroCategoryHoldsZero(_ rules: any PluralRules) -> Bool {
        rules.categories.contains(.zero) && rules.category(for: 0) == .zero
    }
}
