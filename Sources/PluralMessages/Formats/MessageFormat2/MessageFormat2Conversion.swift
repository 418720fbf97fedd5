import MessageFormat2
import PluralCore

/// An ICU MessageFormat (MF1) text written as a MessageFormat 2 message that renders the same texts
/// for the same arguments.
///
/// MF1 nests its choices in sub-messages; MF2 selects once, on every selector at the top. So each
/// `plural`, `selectordinal` and `select` becomes a selector (`:number`, `:number select=ordinal`,
/// `:string`) and the sub-messages are multiplied out into variants, one per path through the
/// choices, with `*` for the choices a path does not pass through:
///
/// ```
/// {count, plural, =0 {No files} one {# file} other {# files}}
///
/// .input {$count :number}
/// .match $count
/// 0 {{No files}}
/// one {{{$count} file}}
/// * {{{$count} files}}
/// ```
///
/// MF2 ranks variants column by column, the first selector first; a choice's selector comes before
/// those of the choices inside its sub-messages, so the variant chosen is the one MF1's nested
/// choices reach. `=N` is the exact key `N` and `other` is `*`. A plural with `offset:K` selects its
/// categories, and shows `#`, on `.local $count_offset = {$count :offset subtract=K}`, while its exact
/// keys stay on `$count`. A choice on an argument that a choice around it (or beside it) already
/// selects on gets a selector of its own (`.local $count_2 = {$count :number}`).
///
/// Argument names MF2 cannot spell (`{0}`: a name cannot start with a digit) are renamed (`$_0`)
/// and reported. Values given in order bind as they bound to the MF1 text: when the MF2 text would
/// name its arguments in another order, `.input` declarations list them in MF1's order first.
struct MessageFormat2Conversion {
    /// Why a text cannot be written as MF2.
    enum Failure: Error, Hashable {
        /// The MF1 text does not parse.
        case unreadable(String)
        /// Multiplied out, the choices make more variants than ``MF2Limits/maximumVariants``.
        case tooManyVariants(Int)
        /// Multiplied out, the variants' text is longer than ``MF2Limits/maximumSourceLength``
        /// characters, more than MF2 reads back: counted before it is built.
        case tooLong(limit: Int)
        /// The text holds a character MF2 has no way to write (U+0000).
        case unwritableCharacter(UInt32)
    }

    /// The MF2 text.
    let text: String
    /// MF1 argument names MF2 cannot spell, with the names written instead, in order.
    let renamed: [(from: String, to: String)]

    /// One selector: the argument it selects on, how, and the plural offset it takes off.
    private struct Selector: Hashable {
        enum Function: Hashable { case plural, ordinal, select }
        var argument: String
        var function: Function
        /// Subtracted before selecting by category (`offset:`); 0 otherwise.
        var offset: Int
    }

    /// One choice of the MF1 text as written in the MF2 one: its columns among the selectors.
    private struct Occurrence {
        /// The choices around it, each with the option it is in.
        var ancestors: [(occurrence: Int, option: Int)]
        /// The column its exact keys (`=N`) go in.
        var exactColumn: Int
        /// The column its category and keyword keys go in (the same as ``exactColumn`` without an offset).
        var keywordColumn: Int
        /// The variable `#` shows inside it.
        var pound: String
    }

    /// Converts an MF1 text (``MessageFormatPattern``) of a language to MF2.
    ///
    /// ICU's MF1 groups every number its default format shows (`#`, `{n, number}`) from four digits,
    /// where MF2's `:number` follows the language ("1000" in Polish): in such a language those
    /// numbers are written with `useGrouping=always`, so that they show as MF1 showed them.
    static func converting(_ source: String, language: String) -> Result<MessageFormat2Conversion, Failure> {
        // MF2 text has no escape for NUL.
        if source.unicodeScalars.contains("\u{0}") { return .failure(.unwritableCharacter(0)) }
        let pattern: MessageFormatPattern
        do {
            pattern = try MessageFormatPattern(parsing: source)
        } catch {
            return .failure(.unreadable(error.description))
        }
        var builder = Builder(argumentNames: pattern.argumentNames, groupsAlways: !MessageFormatText.defaultFormatGroupsLikePrintf(language))
        builder.assign(pattern.nodes, ancestors: [])
        let variants: [Builder.Variant]
        do {
            variants = try builder.expand(pattern.nodes, pound: nil)
        } catch {
            return .failure(error)
        }
        return .success(MessageFormat2Conversion(text: builder.text(variants), renamed: builder.renamed))
    }

    private struct Builder {
        /// MF1's argument names, in the order values given in order bind to them.
        let argumentNames: [String]
        /// Whether numbers MF1 shows in ICU's default format take `useGrouping=always`.
        let groupsAlways: Bool
        /// The MF2 variable of each MF1 argument.
        var variableNames: [String: String] = [:]
        var renamed: [(from: String, to: String)] = []
        /// Every name given out, so new ones do not collide.
        var taken = UniqueNames()
        /// The selectors, in column order, each with the variable it selects on.
        var columns: [(selector: Selector, variable: String, occurrences: [Int])] = []
        var occurrences: [Occurrence] = []
        /// The choice ``expand(_:pound:)`` is at, counted in the order ``assign(_:ancestors:)`` met them.
        var expanded = 0

        init(argumentNames: [String], groupsAlways: Bool) {
            self.argumentNames = argumentNames
            self.groupsAlways = groupsAlways
            for name in argumentNames {
                let unique = newVariable(MessageFormat2Syntax.isName(name) ? name : Self.identifier(name))
                variableNames[name] = unique
                if unique != name { renamed.append((name, unique)) }
            }
        }

        /// A name MF2 reads: characters it does not allow in names become `_`, and a name that does
        /// not start as names do (`0`) is prefixed with `_`.
        static func identifier(_ name: String) -> String {
            var scalars = String.UnicodeScalarView()
            for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
                scalars.append(MF2Parser.isNameChar(scalar) ? scalar : "_")
            }
            if scalars.first.map(MF2Parser.isNameStart) != true { scalars.insert("_", at: scalars.startIndex) }
            return String(scalars)
        }

        /// A variable name not given out yet, from `wanted`.
        mutating func newVariable(_ wanted: String) -> String {
            taken.claim(wanted)
        }

        // MARK: Columns

        /// Gives every choice its columns, in the order the choices are written (a choice before
        /// those in its options).
        mutating func assign(_ nodes: [MessageFormatNode], ancestors: [(occurrence: Int, option: Int)]) {
            for node in nodes {
                guard case let .choice(choice) = node else { continue }
                let id = occurrences.count
                let function: Selector.Function = switch choice.kind {
                case .plural: .plural
                case .selectordinal: .ordinal
                case .select: .select
                }
                let hasExact = choice.options.contains { if case .exact = $0.selector { true } else { false } }
                let after = ancestors.map { ancestor in
                    max(occurrences[ancestor.occurrence].exactColumn, occurrences[ancestor.occurrence].keywordColumn)
                }.max() ?? -1
                // Placeholders: the columns are found below, once the occurrence is listed.
                occurrences.append(Occurrence(ancestors: ancestors, exactColumn: -1, keywordColumn: -1, pound: ""))
                let raw = Selector(argument: choice.argument, function: function, offset: 0)
                let keyword = Selector(argument: choice.argument, function: function, offset: function == .select ? 0 : choice.pluralOffset)
                let exactColumn = keyword.offset != 0 && !hasExact ? -1 : column(for: raw, occurrence: id, after: after)
                let keywordColumn = keyword.offset == 0 ? exactColumn : column(for: keyword, occurrence: id, after: max(after, exactColumn))
                occurrences[id].exactColumn = exactColumn
                occurrences[id].keywordColumn = keywordColumn
                occurrences[id].pound = columns[keywordColumn].variable
                for (index, option) in choice.options.enumerated() {
                    assign(option.message, ancestors: ancestors + [(id, index)])
                }
            }
        }

        /// Whether two choices are never on one path: they are in different options of a choice around both.
        func exclusive(_ a: Int, _ b: Int) -> Bool {
            var options: [Int: Int] = [:]
            for ancestor in occurrences[a].ancestors { options[ancestor.occurrence] = ancestor.option }
            return occurrences[b].ancestors.contains { ancestor in options[ancestor.occurrence].map { $0 != ancestor.option } ?? false }
        }

        /// The column of a selector for a choice: one of the same selector after `after` whose
        /// choices are never on a path with this one, else a new one.
        mutating func column(for selector: Selector, occurrence: Int, after: Int) -> Int {
            if let reused = columns.indices.first(where: { index in
                index > after && columns[index].selector == selector && columns[index].occurrences.allSatisfy { exclusive($0, occurrence) }
            }) {
                columns[reused].occurrences.append(occurrence)
                return reused
            }
            let base = variableNames[selector.argument] ?? selector.argument
            let claimed = columns.contains { $0.variable == base }
            let variable = selector.offset != 0 ? newVariable(base + "_offset") : claimed ? newVariable(base) : base
            columns.append((selector, variable, [occurrence]))
            return columns.count - 1
        }

        // MARK: Variants

        /// A variant: a key for some columns (`*` for the others) and its pattern as MF2 text.
        struct Variant {
            var keys: [Int: String]
            var pattern: String
            /// The pattern's length in Unicode scalars.
            var length = 0
        }

        /// The most characters the variants' patterns may hold in all: more would not read back
        /// as MF2 (``MF2Limits/maximumSourceLength``), and multiplied out they grow as a product.
        static let maximumLength = MF2Limits.maximumSourceLength

        /// `piece` appended to every variant, counted first.
        static func append(_ piece: String, to variants: inout [Variant], total: inout Int) throws(Failure) {
            let length = piece.unicodeScalars.count
            total += length * variants.count
            guard total <= maximumLength else { throw .tooLong(limit: maximumLength) }
            for index in variants.indices {
                variants[index].pattern += piece
                variants[index].length += length
            }
        }

        /// The variants of a sub-message: the product of its choices' variants, the text between them
        /// added to each.
        mutating func expand(_ nodes: [MessageFormatNode], pound: String?) throws(Failure) -> [Variant] {
            var variants = [Variant(keys: [:], pattern: "")]
            // The characters of every variant's pattern, counted before each grows.
            var total = 0
            for node in nodes {
                switch node {
                case let .text(text):
                    try Self.append(MessageFormat2Syntax.escapedText(text), to: &variants, total: &total)
                case let .argument(argument):
                    try Self.append(self.placeholder(argument), to: &variants, total: &total)
                case .number:
                    // `#` outside a plural is text; the parser keeps it as `.text`.
                    try Self.append(pound.map { "{$\($0)}" } ?? "#", to: &variants, total: &total)
                case let .choice(choice):
                    let occurrence = occurrences[expanded]
                    expanded += 1
                    var choiceVariants: [Variant] = []
                    var choiceTotal = 0
                    var seen: Set<[Int: String]> = []
                    for option in choice.options {
                        var keys: [Int: String] = [:]
                        switch option.selector {
                        case let .exact(value): keys[occurrence.exactColumn] = MessageFormat2Syntax.literal(value.description)
                        case .keyword("other"): break
                        case let .keyword(keyword): keys[occurrence.keywordColumn] = MessageFormat2Syntax.literal(keyword)
                        }
                        let inner = try expand(option.message, pound: choice.kind == .select ? pound : occurrence.pound)
                        // MF1 takes the first of two equal selectors; MF2 refuses a repeated variant.
                        guard seen.insert(keys).inserted else { continue }
                        for variant in inner {
                            choiceTotal += variant.length
                            guard choiceTotal <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
                            choiceVariants.append(Variant(keys: variant.keys.merging(keys) { own, _ in own }, pattern: variant.pattern, length: variant.length))
                        }
                    }
                    let count = variants.count * choiceVariants.count
                    guard count <= MF2Limits.maximumVariants else { throw .tooManyVariants(count) }
                    // Each pattern before is written once per variant of the choice, and each of the choice's once per pattern before.
                    let (before, overflowBefore) = total.multipliedReportingOverflow(by: choiceVariants.count)
                    let (after, overflowAfter) = choiceTotal.multipliedReportingOverflow(by: variants.count)
                    guard !overflowBefore, !overflowAfter, before + after <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
                    total = before + after
                    variants = variants.flatMap { before in
                        choiceVariants.map {
                            Variant(keys: before.keys.merging($0.keys) { own, _ in own }, pattern: before.pattern + $0.pattern, length: before.length + $0.length)
                        }
                    }
                }
            }
            return variants
        }

        /// `{name}` and `{name, number…}` as an MF2 placeholder that shows the same.
        func placeholder(_ argument: MessageFormatArgument) -> String {
            let variable = "$" + (variableNames[argument.name] ?? argument.name)
            guard let style = argument.style else { return "{\(variable)}" }
            let grouping = groupsAlways ? " useGrouping=always" : ""
            let halfEven = " roundingMode=halfEven"
            switch style {
            case .decimal: return "{\(variable) :number\(grouping)\(halfEven)}"
            // `:integer` rounds halves away from zero whatever the rounding mode.
            case .integer: return "{\(variable) :number maximumFractionDigits=0\(grouping)\(halfEven)}"
            case .percent: return "{\(variable) :percent\(grouping)\(halfEven)}"
            case let .skeleton(skeleton):
                var options: [String] = []
                if skeleton.minimumIntegerDigits != 1 { options.append("minimumIntegerDigits=\(skeleton.minimumIntegerDigits)") }
                if skeleton.minimumFractionDigits != 0 { options.append("minimumFractionDigits=\(skeleton.minimumFractionDigits)") }
                if skeleton.maximumFractionDigits != 3 { options.append("maximumFractionDigits=\(skeleton.maximumFractionDigits)") }
                // A skeleton groups as the language does; an `.input` with `always` would carry to it.
                if !skeleton.grouping { options.append("useGrouping=never") } else if groupsAlways { options.append("useGrouping=auto") }
                if skeleton.signAlways { options.append("signDisplay=always") }
                options.append("roundingMode=halfEven")
                return "{\(variable) :number\(options.map { " " + $0 }.joined())}"
            }
        }

        // MARK: Text

        /// The MF2 text: declarations, `.match` and the variants; a pattern alone without choices.
        /// Values given in order bind to an MF2 message's input names in order of first appearance
        /// (`MF2Message.variableNames`): when they would not bind as MF1 binds them,
        /// `.input` declarations list the names in MF1's order first.
        func text(_ variants: [Variant]) -> String {
            let plain = text(variants, declaringInOrder: false)
            let inOrder = argumentNames.map { variableNames[$0] ?? $0 }
            guard let message = try? MF2Message(plain), message.variableNames != inOrder else { return plain }
            return text(variants, declaringInOrder: true)
        }

        private func text(_ variants: [Variant], declaringInOrder: Bool) -> String {
            var declarations: [String] = []
            var declared: Set<String> = []
            if declaringInOrder {
                for name in argumentNames.map({ variableNames[$0] ?? $0 }) {
                    declarations.append(".input {$\(name)\(inputAnnotation(of: name).map { " " + $0 } ?? "")}")
                    declared.insert(name)
                }
            }
            for column in columns {
                let name = variableNames[column.selector.argument] ?? column.selector.argument
                guard !declared.contains(name), let annotation = inputAnnotation(of: name) else { continue }
                declarations.append(".input {$\(name) \(annotation)}")
                declared.insert(name)
            }
            var extraNames = Set<String>()
            for column in columns where !declared.contains(column.variable) {
                let name = variableNames[column.selector.argument] ?? column.selector.argument
                var argument = "$" + name
                if column.selector.offset != 0 {
                    // `:offset` keeps its operand's options: on an argument whose `.input` selects
                    // ordinals (a `selectordinal` on it too), the offset must select plurals.
                    if let annotation = inputAnnotation(of: name), annotation.contains("select=ordinal") {
                        let plural = UniqueName.first(name + "_plural") { taken.contains($0) || extraNames.contains($0) }
                        extraNames.insert(plural)
                        declarations.append(".local $\(plural) = {\(argument) :number select=plural}")
                        argument = "$" + plural
                    }
                    declarations.append(".local $\(column.variable) = {\(argument) :offset subtract=\(column.selector.offset)}")
                } else {
                    declarations.append(".local $\(column.variable) = {\(argument) \(annotation(column.selector))}")
                }
                declared.insert(column.variable)
            }
            guard !columns.isEmpty else {
                let pattern = variants.first?.pattern ?? ""
                if declarations.isEmpty { return MessageFormat2Syntax.canBeSimple(pattern) ? pattern : "{{\(pattern)}}" }
                return declarations.joined(separator: "\n") + "\n{{\(pattern)}}"
            }
            var lines = declarations
            lines.append(".match " + columns.map { "$" + $0.variable }.joined(separator: " "))
            for variant in variants {
                let keys = columns.indices.map { variant.keys[$0] ?? "*" }
                lines.append(keys.joined(separator: " ") + " {{" + variant.pattern + "}}")
            }
            return lines.joined(separator: "\n")
        }

        /// The annotation of the `.input` of an argument: the selector's of the column that selects
        /// on it directly; `:number` for one only an offset plural selects on, where its grouping
        /// and rounding must carry to the offset value `#` shows; `nil` for an argument no column selects on.
        func inputAnnotation(of name: String) -> String? {
            if let column = columns.first(where: { $0.variable == name && $0.selector.offset == 0 }) { return annotation(column.selector) }
            guard columns.contains(where: { $0.selector.offset != 0 && (variableNames[$0.selector.argument] ?? $0.selector.argument) == name }) else { return nil }
            return annotation(Selector(argument: name, function: .plural, offset: 0))
        }

        /// MF1 shows at most three fraction digits rounded half to even (ICU's default), MF2's `:number`
        /// rounds half away from zero (the spec's default `roundingMode`): every `:number` written says
        /// `halfEven`, so that `#` and `{n, number}` show 1.0005 as "1" as MF1 does, and select on it.
        func annotation(_ selector: Selector) -> String {
            let grouping = groupsAlways ? " useGrouping=always" : ""
            return switch selector.function {
            case .plural: ":number\(grouping) roundingMode=halfEven"
            case .ordinal: ":number select=ordinal\(grouping) roundingMode=halfEven"
            case .select: ":string"
            }
        }
    }
}
