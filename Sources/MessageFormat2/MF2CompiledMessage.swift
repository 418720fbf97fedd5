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
    /// Each variant's key for each selector, variant after variant (`selectors.count` keys each): one
    /// array, so that choosing a variant retains no row.
    let keys: [Key]
    let patterns: [[Element]]

    private init(inputs: [NumberInput], selectors: [Int], keys: [Key], patterns: [[Element]]) {
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
            self.init(inputs: inputs, selectors: [], keys: [], patterns: [elements])
        case let .select(selectorNames, variants):
            var selectors: [Int] = []
            for name in selectorNames {
                guard let input = inputByName[name] else { return nil }
                selectors.append(input)
            }
            var keys: [Key] = []
            var patterns: [[Element]] = []
            for variant in variants {
                guard variant.keys.count == selectors.count, let elements = compile(variant.pattern) else { return nil }
                for (column, key) in variant.keys.enumerated() {
                    guard let compiled = Self.key(key, exactOnly: inputs[selectors[column]].exactOnly) else { return nil }
                    keys.append(compiled)
                }
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

    /// The longest text, in UTF-8 bytes, written on the stack; a longer one is left to the walk. At most
    /// 1,024: a larger temporary allocation is on the heap (a malloc on every render).
    static let outputCapacity = 1_024

    /// ``text(formatter:arguments:)`` for arguments as a renderer passes them, in order or by name, read
    /// where they are (no array of them is made); `nil` also where ``MF2MessageEvaluator/bound(_:names:)``
    /// would refuse them (too many values, an unknown name), so that the caller's walk reports it.
    func text(formatter: MF2Formatter, arguments: MessageArguments, names: [String]) -> String? {
        switch arguments {
        case let .positional(list):
            guard list.count <= names.count else { return nil }
            return text(formatter: formatter) { $0 < list.count ? list[$0] : nil }
        case let .named(dictionary):
            guard dictionary.count <= names.count else { return nil }
            // A few names: each value's index found in one pass (comparing names costs less than hashing one).
            if dictionary.count <= 4 {
                return withUnsafeTemporaryAllocation(of: Dictionary<String, MessageArgument>.Index?.self, capacity: names.count) { found in
                    found.initialize(repeating: nil)
                    var index = dictionary.startIndex
                    while index != dictionary.endIndex {
                        guard let slot = names.firstIndex(of: dictionary.keys[index]) else { return nil }
                        found[slot] = index
                        dictionary.formIndex(after: &index)
                    }
                    return text(formatter: formatter) { slot in found[slot].map { dictionary.values[$0] } }
                }
            }
            guard dictionary.keys.allSatisfy({ names.contains($0) }) else { return nil }
            return text(formatter: formatter) { dictionary[names[$0]] }
        }
    }

    /// The message as text, as ``MF2Formatter/format(_:arguments:)`` would give it without errors;
    /// `nil` when it cannot tell (see the type's description). `arguments`: by slot of
    /// ``MF2Message/variableNames``.
    func text(formatter: MF2Formatter, arguments: [MessageArgument?]) -> String? {
        text(formatter: formatter) { $0 < arguments.count ? arguments[$0] : nil }
    }

    /// The text with the argument of each slot given by `argument`: the inputs' values, the selectors'
    /// categories and ranks in one buffer of integers and the text's UTF-8 in another, both on the
    /// stack, so that the result string is the only allocation.
    private func text(formatter: MF2Formatter, argument: (Int) -> MessageArgument?) -> String? {
        guard formatter.functions.hasBuiltInNumbers else { return nil }
        let (inputCount, selectorCount) = (inputs.count, selectors.count)
        // values (one per input), then categories (the category's order, -1 for none), ranks and the
        // best ranks (one per selector each).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: inputCount + 3 * selectorCount) { scratch -> String? in
            // Each input's integer value; only integers are taken.
            for (index, input) in inputs.enumerated() {
                // From 10¹⁸ the walk selects on the decimal's digits: left to it.
                guard case let .integer(value)? = argument(input.slot), value.magnitude < 1_000_000_000_000_000_000 else { return nil }
                scratch[index] = value
            }
            guard let best = variant(values: scratch, categories: inputCount, ranks: inputCount + selectorCount,
                                     bestRanks: inputCount + 2 * selectorCount, formatter: formatter) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.outputCapacity) { output in
                write(patterns[best], values: scratch, argument: argument, formatter: formatter, into: output)
            }
        }
    }

    /// The variant chosen (SelectorsCompare on ranks: an exact match (0) before a category (1) before
    /// `*` (2); the first selector whose ranks differ decides, the earlier variant on a tie), or `nil`
    /// when none matches. `scratch` holds the values from 0, and room for the categories, ranks and
    /// best ranks from the offsets given.
    private func variant(values scratch: UnsafeMutableBufferPointer<Int>, categories: Int, ranks: Int, bestRanks: Int,
                         formatter: MF2Formatter) -> Int? {
        guard !selectors.isEmpty else { return 0 }
        let localeData = formatter.localeData
        for (column, input) in selectors.enumerated() {
            guard !inputs[input].exactOnly else { scratch[categories + column] = -1; continue }
            // Called where the rules are kept: copying the existential out costs a retain and a release.
            let category = inputs[input].ordinal ? localeData.ordinal?.category(for: scratch[input]) : localeData.cardinal?.category(for: scratch[input])
            scratch[categories + column] = (category ?? .other).order
        }
        let width = selectors.count
        if width == 1 { return variant(value: scratch[selectors[0]], category: scratch[categories]) }
        var best: Int?
        variants: for variant in patterns.indices {
            for column in 0..<width {
                switch keys[variant * width + column] {
                case .catchAll: scratch[ranks + column] = 2
                case let .integer(value):
                    guard value == scratch[selectors[column]] else { continue variants }
                    scratch[ranks + column] = 0
                case .never: continue variants
                case let .category(category):
                    guard category.order == scratch[categories + column] else { continue variants }
                    scratch[ranks + column] = 1
                }
            }
            if best == nil || precedes(scratch, ranks, bestRanks, count: width) {
                best = variant
                for column in 0..<width { scratch[bestRanks + column] = scratch[ranks + column] }
            }
        }
        return best
    }

    /// ``variant(values:categories:ranks:bestRanks:formatter:)`` of one selector: the first variant of
    /// the lowest rank, without the rows of ranks.
    private func variant(value: Int, category: Int) -> Int? {
        var (best, bestRank): (Int?, Int) = (nil, 3)
        for (variant, key) in keys.enumerated() {
            let rank: Int
            switch key {
            case .catchAll: rank = 2
            case let .integer(key):
                guard key == value else { continue }
                rank = 0
            case .never: continue
            case let .category(key):
                guard key.order == category else { continue }
                rank = 1
            }
            if rank < bestRank {
                (best, bestRank) = (variant, rank)
                if rank == 0 { break }
            }
        }
        return best
    }

    /// Whether the ranks at `lhs` come before those at `rhs`, compared as `lexicographicallyPrecedes` does.
    private func precedes(_ scratch: UnsafeMutableBufferPointer<Int>, _ lhs: Int, _ rhs: Int, count: Int) -> Bool {
        for column in 0..<count where scratch[lhs + column] != scratch[rhs + column] {
            return scratch[lhs + column] < scratch[rhs + column]
        }
        return false
    }

    /// Writes a pattern's UTF-8 into `output` and makes the string; `nil` when it does not fit or an
    /// argument is not one the compiled form formats.
    private func write(_ pattern: [Element], values: UnsafeMutableBufferPointer<Int>, argument: (Int) -> MessageArgument?,
                       formatter: MF2Formatter, into output: UnsafeMutableBufferPointer<UInt8>) -> String? {
        let localeData = formatter.localeData
        let symbols = localeData.symbols
        let isolates = formatter.bidiIsolation == .default
        // A number's direction is the locale's: isolated only in a right-to-left locale.
        let isolatesNumbers = isolates && localeData.direction != .ltr
        var output = Output(buffer: output)
        for element in pattern {
            switch element {
            case let .text(literal):
                guard output.append(literal) else { return nil }
            case let .number(input):
                guard output.append(values[input], symbols: symbols, grouping: inputs[input].grouping, isolated: isolatesNumbers) else { return nil }
            case let .argument(slot):
                switch argument(slot) {
                case let .string(value)?:
                    // A string's direction is not known: U+2068 FIRST STRONG ISOLATE … U+2069.
                    guard !isolates || output.appendIsolate(0xA8), output.append(value), !isolates || output.appendIsolate(0xA9) else { return nil }
                case let .integer(value)?:
                    guard output.append(value, symbols: symbols, grouping: .auto, isolated: isolatesNumbers) else { return nil }
                case .floatingPoint?, .decimal?, nil:
                    return nil
                }
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: output.buffer[..<output.count]), as: UTF8.self)
    }

    /// The text's UTF-8 as it is written: a value whose methods change it (nested functions changing a
    /// captured count cost two runtime exclusivity checks per call).
    private struct Output {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        /// Writes U+2066…U+2069 (the isolates and their end), `E2 81 last`.
        mutating func appendIsolate(_ last: UInt8) -> Bool {
            guard buffer.count - count >= 3 else { return false }
            (buffer[count], buffer[count + 1], buffer[count + 2]) = (0xE2, 0x81, last)
            count += 3
            return true
        }

        mutating func append(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.count <= buffer.count - count else { return false }
                if !bytes.isEmpty {
                    UnsafeMutableRawPointer(buffer.baseAddress! + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                }
                count += bytes.count
                return true
            }
        }

        /// Writes an integer's digits; `isolated`: between U+2067 RIGHT-TO-LEFT ISOLATE and U+2069.
        mutating func append(_ value: Int, symbols: NumberSymbols, grouping: MF2NumberOptions.Grouping, isolated: Bool) -> Bool {
            guard symbols.longestPlainInteger + 6 <= buffer.count - count else { return false }
            if isolated { _ = appendIsolate(0xA7) }
            count += symbols.writeInteger(value, threshold: MF2NumberOptions.groupingThreshold(grouping, symbols: symbols),
                                          into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
            if isolated { _ = appendIsolate(0xA9) }
            return true
        }
    }
}
