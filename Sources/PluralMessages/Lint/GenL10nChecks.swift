import PluralCore
import PluralLocalization

/// Flutter ARB texts as `flutter gen-l10n` builds them: what it refuses (`=5`, `offset:`,
/// `selectordinal`, typed arguments), a `#` it prints as written, two forms it reads as one, and
/// placeholder formats this package does not render as `NumberFormat` does.
extension MessageCheck {
    /// The checks of a Flutter message's whole text (its forms are walked as its model's).
    mutating func checkGenL10n(_ text: MessageText) {
        guard let pattern = try? MessageFormatPattern(parsing: text.source, dialect: text.messageFormatDialect) else { return }
        checkGenL10n(pattern.nodes, inPlural: false, depth: 0)
        for placeholder in message.arbAttributes?.placeholders ?? [] where placeholder.isUnrenderedFormat {
            add(.note, .unsupportedArgumentType, "\(place): the placeholder '\(placeholder.name)' has the format '\(placeholder.format ?? "")', which this package renders as Dart's toString",
                hint: "Flutter shows it with NumberFormat.\(placeholder.format ?? ""); this package's render and preview do not")
        }
    }

    private mutating func checkGenL10n(_ nodes: [MessageFormatNode], inPlural: Bool, depth: Int) {
        guard depth < MessageFormatPattern.maximumNestingDepth else { return }
        for node in nodes {
            switch node {
            case let .text(literal):
                if inPlural, literal.contains("#") {
                    add(.warning, .literalPound, "\(place): a plural form prints '#' as written: gen-l10n has no '#' for the number",
                        hint: "write the placeholder ({count}) where the number belongs")
                }
            case let .argument(argument):
                if let style = argument.style {
                    add(.error, .flutterBuildError, "\(place): '{\(argument.name), \(style)}' is a typed argument, which gen-l10n refuses",
                        hint: "write '{\(argument.name)}' and give the placeholder a format in the template's @key", at: argument.offset)
                }
            case .number: break
            case let .choice(choice):
                checkGenL10n(choice)
                for option in choice.options { checkGenL10n(option.message, inPlural: choice.kind == .plural, depth: depth + 1) }
            }
        }
    }

    private mutating func checkGenL10n(_ choice: MessageFormatChoice) {
        switch choice.kind {
        case .selectordinal:
            add(.error, .flutterBuildError, "\(place): selectordinal '\(choice.argument)' is not read by gen-l10n (plural and select only)",
                hint: "choose the ordinal in code, or write a select", at: choice.offset)
            return
        case .select: return
        case .plural: break
        }
        if choice.pluralOffset != 0 {
            add(.error, .flutterBuildError, "\(place): plural '\(choice.argument)' has 'offset:\(choice.pluralOffset)', which gen-l10n refuses",
                hint: "leave the offset out and write the numbers each form shows", at: choice.offset)
        }
        var written: [PluralCategory: String] = [:]
        for option in choice.options {
            let category: PluralCategory
            switch option.selector {
            case let .exact(value):
                guard let form = value.genL10nCategory else {
                    add(.error, .flutterBuildError, "\(place): plural '\(choice.argument)' has '\(option.selector)', which gen-l10n refuses (only =0, =1, =2)",
                        hint: "write the text in the category form that takes the number, or choose it in code", at: option.offset)
                    continue
                }
                category = form
            case let .keyword(keyword):
                guard let form = PluralCategory(rawValue: keyword) else { continue }
                category = form
            }
            if let earlier = written[category] {
                add(.warning, .overriddenForm, "\(place): plural '\(choice.argument)' has '\(earlier)' and '\(option.selector)', one form in gen-l10n: the later is kept",
                    hint: "keep one of the two: gen-l10n reads =\(category.intlExactNumber ?? 0) as '\(category.rawValue)'", at: option.offset)
            }
            written[category] = option.selector.description
        }
    }
}
