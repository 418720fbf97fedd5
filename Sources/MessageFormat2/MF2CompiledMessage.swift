import PluralCore
import PluralLocale

/// A message compiled once for the common shape, so that formatting it to text walks no
/// declaration and reads no option: `.input` declarations on `:number` or `:integer` with literal
/// options (read here, once), `.match` on those, and patterns of text and placeholders of bare
/// variables. Variant keys are classified here (exact number or plural category), so that choosing
/// a variant compares integers.
///
/// It formats integer arguments only, and only when nothing would be reported: whatever else
/// (another argument type, a missing argument, a registry whose `:number` is not the built-in one)
/// makes ``text(formatter:arguments:)`` return `nil`, and the formatter walks the message as the
/// spec describes (`MF2Resolution`), which gives the same text whenever both apply.
/// `MF2CompiledMessageTests` compares the two.
final class MF2CompiledMessage: Sendable, Hashable {
    /// An `.input {$name :number…}` or `{$name :integer…}`: the argument at `slot` of
    /// ``MF2Message/variableNames``, with its settings.
    struct NumberInput {
        let slot: Int
        let settings: MF2NumberOptions
        /// The integer grouping threshold of the settings (see `MF2NumberOptions.groupingThreshold`).
        let grouping: MF2NumberOptions.Grouping
        let ordinal: Bool
        /// `select=exact`: category keys match nothing.
        let exactOnly: Bool
    }

    /// How one selector's key matches.
    enum Key {
        case catchAll
        /// An integer key (`3`, `-1`): matches that value exactly.
        case integer(Int)
        /// A number key no integer value matches exactly (`1.0`, `1e2`, or out of `Int`'s range).
        case never
        case category(PluralCategory)
    }

    enum Element {
        case text(String)
        /// A declared number input, by its index in ``inputs``.
        case number(Int)
        /// An argument no declaration names, by slot.
        case argument(Int)
    }

    let inputs: [NumberInput]
    /// The selectors, as indexes in ``inputs``.
    let selectors: [Int]
    /// Per variant, its key for each selector.
    let keys: [[Key]]
    let patterns: [[Element]]

    private init(inputs: [NumberInput], selectors: [Int], keys: [[Key]], patterns: [[Element]]) {
        self.inputs = inputs
        self.selectors = selectors
        self.keys = keys
        self.patterns = patterns
    }

    /// The compiled form of a message, or `nil` when its shape is not the one covered.
    convenience init?(declarations: [MF2Message.Declaration], body: MF2Message.Body, variableNames: [String]) {
        var inputs: [NumberInput] = []
        var inputByName: [String: Int] = [:]
        for declaration in declarations {
            guard case let .input(name, expression) = declaration, let function = expression.function,
                  let slot = variableNames.firstIndex(of: name),
                  let input = Self.numberInput(function, slot: slot)
            else { return nil }
            inputByName[name] = inputs.count
            inputs.append(input)
        }
        func compile(_ pattern: MF2Message.Pattern) -> [Element]? {
            var elements: [Element] = []
            for element in pattern {
                switch element {
                case let .text(text):
                    elements.append(.text(text))
                case let .expression(expression):
                    guard expression.function == nil, case let .variable(name)? = expression.operand else { return nil }
                    if let input = inputByName[name] {
                        elements.append(.number(input))
                    } else if let slot = variableNames.firstIndex(of: name) {
                        elements.append(.argument(slot))
                    } else {
                        return nil
                    }
                case .markup:
                    return nil
                }
            }
            return elements
        }
        switch body {
        case let .pattern(pattern):
            guard let elements = compile(pattern) else { return nil }
            self.init(inputs: inputs, selectors: [], keys: [[]], patterns: [elements])
        case let .select(selectorNames, variants):
            var selectors: [Int] = []
            for name in selectorNames {
                guard let input = inputByName[name] else { return nil }
                selectors.append(input)
            }
            var keys: [[Key]] = []
            var patterns: [[Element]] = []
            for variant in variants {
                guard variant.keys.count == selectors.count, let elements = compile(variant.pattern) else { return nil }
                var row: [Key] = []
                for (column, key) in variant.keys.enumerated() {
                    guard let compiled = Self.key(key, exactOnly: inputs[selectors[column]].exactOnly) else { return nil }
                    row.append(compiled)
                }
                keys.append(row)
                patterns.append(elements)
            }
            self.init(inputs: inputs, selectors: selectors, keys: keys, patterns: patterns)
        }
    }

    /// The input of `:number` or `:integer` whose options are all literals that read without an
    /// error, and whose settings show an integer as its plain digits (no padding, rounding or sign
    /// forced); `nil` otherwise.
    private static func numberInput(_ function: MF2Message.FunctionReference, slot: Int) -> NumberInput? {
        let kind: MF2BuiltInFunctions.NumberKind
        switch function.name {
        case "number": kind = .number
        case "integer": kind = .integer
        default: return nil
        }
        var options: [String: MF2Value] = [:]
        for option in function.options {
            guard case let .literal(text) = option.value, !option.name.hasPrefix("u:"), options[option.name] == nil else { return nil }
            options[option.name] = .string(text)
        }
        var diagnostics = MF2Diagnostics()
        let settings = MF2BuiltInFunctions.numberSettings(kind: kind, options: options, literal: Set(options.keys), diagnostics: &diagnostics)
        guard diagnostics.errors.isEmpty, let selection = settings.selection, settings.showsIntegersPlainly else { return nil }
        return NumberInput(slot: slot, settings: settings, grouping: settings.grouping, ordinal: selection == .ordinal,
                           exactOnly: selection == .exact)
    }

    /// A key as an integer value matches it, or `nil` for a key that is reported on every call (neither
    /// a number nor a category).
    private static func key(_ key: MF2Message.Key, exactOnly: Bool) -> Key? {
        guard case let .literal(text) = key else { return .catchAll }
        if ExactDecimal.isNumberLiteral(text) {
            // An integer's exact key is its plain digits (no digit option is set): "-0", "1.0" and
            // "1e0" match no integer.
            guard let value = Int(text), String(value) == text else { return .never }
            return .integer(value)
        }
        guard let category = PluralCategory(rawValue: text) else { return nil }
        return exactOnly ? .never : .category(category)
    }

    /// Derived from the message's declarations and body, which its ``MF2Message`` compares and hashes.
    static func == (lhs: MF2CompiledMessage, rhs: MF2CompiledMessage) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    // MARK: Formatting

    /// The message as text, as ``MF2Formatter/format(_:arguments:)`` would give it without errors;
    /// `nil` when it cannot tell (see the type's description). `arguments`: by slot of
    /// ``MF2Message/variableNames``.
    func text(formatter: MF2Formatter, arguments: [MessageArgument?]) -> String? {
        guard formatter.functions.hasBuiltInNumbers else { return nil }
        let localeData = formatter.localeData
        // Each input's integer value; only integers are taken.
        var values: [Int] = []
        values.reserveCapacity(inputs.count)
        for input in inputs {
            // From 10¹⁸ the walk selects on the decimal's digits: left to it.
            guard input.slot < arguments.count, case let .integer(value)? = arguments[input.slot],
                  value.magnitude < 1_000_000_000_000_000_000 else { return nil }
            values.append(value)
        }
        var best = 0
        if !selectors.isEmpty {
            var categories: [PluralCategory?] = Array(repeating: nil, count: selectors.count)
            for (column, input) in selectors.enumerated() {
                guard !inputs[input].exactOnly else { continue }
                let rules = inputs[input].ordinal ? localeData.ordinal : localeData.cardinal
                categories[column] = rules?.category(for: values[input]) ?? .other
            }
            // SelectorsCompare on ranks: an exact match (0) before a category (1) before `*` (2);
            // the first selector whose ranks differ decides, the earlier variant on a tie.
            var bestRanks: [Int] = []
            var found = false
            var ranks = Array(repeating: 0, count: selectors.count)
            variants: for (variant, row) in keys.enumerated() {
                for (column, key) in row.enumerated() {
                    switch key {
                    case .catchAll: ranks[column] = 2
                    case let .integer(value):
                        guard value == values[selectors[column]] else { continue variants }
                        ranks[column] = 0
                    case .never: continue variants
                    case let .category(category):
                        guard category == categories[column] else { continue variants }
                        ranks[column] = 1
                    }
                }
                if !found || ranks.lexicographicallyPrecedes(bestRanks) {
                    best = variant
                    bestRanks = ranks
                    found = true
                }
            }
            guard found else { return nil }
        }
        var text = ""
        let isolates = formatter.bidiIsolation == .default
        // A number's direction is the locale's: isolated only in a right-to-left locale.
        let isolatesNumbers = isolates && localeData.direction != .ltr
        for element in patterns[best] {
            switch element {
            case let .text(literal):
                text += literal
            case let .number(input):
                if isolatesNumbers { text.unicodeScalars.append("\u{2067}") }
                append(values[input], grouping: inputs[input].grouping, symbols: localeData.symbols, to: &text)
                if isolatesNumbers { text.unicodeScalars.append("\u{2069}") }
            case let .argument(slot):
                guard slot < arguments.count, let argument = arguments[slot] else { return nil }
                switch argument {
                case let .string(value):
                    // A string's direction is not known: first strong isolate.
                    if isolates { text.unicodeScalars.append("\u{2068}") }
                    text += value
                    if isolates { text.unicodeScalars.append("\u{2069}") }
                case let .integer(value):
                    if isolatesNumbers { text.unicodeScalars.append("\u{2067}") }
                    append(value, grouping: .auto, symbols: localeData.symbols, to: &text)
                    if isolatesNumbers { text.unicodeScalars.append("\u{2069}") }
                case .floatingPoint, .decimal:
                    return nil
                }
            }
        }
        return text
    }

    private func append(_ value: Int, grouping: MF2NumberOptions.Grouping, symbols: NumberSymbols, to text: inout String) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: symbols.longestPlainInteger) { buffer in
            let count = symbols.writeInteger(value, threshold: MF2NumberOptions.groupingThreshold(grouping, symbols: symbols), into: buffer)
            text += String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}
