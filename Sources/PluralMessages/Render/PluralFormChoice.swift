import Foundation
import PluralCore
import PluralLocalization

/// Choosing a plural form: the argument, or the digits a conversion shows of it, selects by the language's rules.
extension RenderRun {
    /// A selection, the number as the rules saw it, and the category that fell back to `other`.
    struct Selected {
        var selection: PluralFormSelection
        let argument: MessageArgument
        /// The digits shown, when they selected rather than the argument's value.
        let shown: PluralDecimal?
        var missing: PluralCategory? {
            if case let .fallbackToOther(missing) = selection.reason { missing } else { nil }
        }
    }

    /// Selects a form for the argument at `position`. `specifier` is the value type the argument
    /// must suit; `shownBy` is the conversion that shows it, whose digits select when it shows
    /// digits of its own (`%.1f` shows 1 as "1.0", which is `other` in English).
    mutating func select(
        argument position: Int, specifier: FormatSpecifier?, shownBy shown: FormatSpecifier?, forms: Set<PluralMessageForm>, variable: MessageVariable?, place: RenderPlace
    ) throws(MessageError) -> Selected {
        let argument = try argument(position, place, offset: nil)
        if rules == nil {
            do {
                rules = try settings.rules(for: language)
            } catch {
                throw failure(.pluralRules("\(error)"), place)
            }
        }
        guard let rules else { throw failure(.pluralRules("none for '\(language)'"), place) }
        let selector = PluralFormSelector(policy: settings.policy)
        let wantsInteger = specifier?.kind.isInteger ?? false
        var shownDigits: PluralDecimal?
        let selection: PluralFormSelection
        do {
            switch argument {
            case let .integer(value):
                if specifier?.kind == .unsignedInteger, value < 0 {
                    throw failure(.invalidArgumentValue(position: position, "\(value) is negative but the value type '\(specifier!.description.dropFirst())' is unsigned"), place)
                }
                if selectsOnShownDigits(shown), let shown, let digits = DisplayedNumber.decimal(of: Double(value), shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else if let variable, !variable.hasExactForms {
                    // The common case: an integer and category forms only; no set to hash.
                    let forms = variable.categoryForms
                    selection = try selector.resolve(category: rules.category(for: value), isZero: value == 0) { forms[$0.order] != nil }
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case let .floatingPoint(value):
                guard !wantsInteger else { throw failure(.wrongArgumentType(position: position, expected: "an integer", actual: argument.kindName), place) }
                guard value.isFinite else { throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place) }
                if selectsOnShownDigits(shown), let shown, let digits = DisplayedNumber.decimal(of: value, shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case let .decimal(value):
                guard !wantsInteger || value.fractionDigits.isEmpty else {
                    throw failure(.wrongArgumentType(position: position, expected: "an integer", actual: argument.kindName), place)
                }
                if selectsOnShownDigits(shown), let shown, let double = Double(value.plainText), double.isFinite,
                   let digits = DisplayedNumber.decimal(of: double, shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case .string:
                throw failure(.wrongArgumentType(position: position, expected: "a number to select a plural form", actual: argument.kindName), place)
            }
        } catch let error as MessageError {
            throw error
        } catch let PluralFormSelectionError.noOtherForm(selected) {
            throw failure(.noOtherForm(variable: variable?.name ?? "plural variation", selected: selected), place)
        } catch {
            throw failure(.pluralRules("\(error)"), place)
        }
        return Selected(selection: selection, argument: argument, shown: shownDigits)
    }


    /// Whether the digits a conversion shows select, rather than the value: they do where the
    /// conversion shows digits of its own, unless the renderer selects on values as Apple does.
    func selectsOnShownDigits(_ specifier: FormatSpecifier?) -> Bool {
        settings.selectionMode == .shownDigits && Self.showsDigits(specifier)
    }

    /// Whether a conversion shows digits of its own (`%.1f`, `%e`, `%g`), which may select another
    /// form than the value does; integers, `%@` and `%a` show the value itself.
    static func showsDigits(_ specifier: FormatSpecifier?) -> Bool {
        guard let specifier, specifier.kind == .floatingPoint else { return false }
        return specifier.code != UInt8(ascii: "a") && specifier.code != UInt8(ascii: "A")
    }

    /// Whether two conversions show a number with the same digits.
    static func sameDigits(_ lhs: FormatSpecifier?, _ rhs: FormatSpecifier?) -> Bool {
        let (left, right) = (showsDigits(lhs), showsDigits(rhs))
        guard left, right, let lhs, let rhs else { return left == right }
        return lhs.code | 0x20 == rhs.code | 0x20 && lhs.precision == rhs.precision && lhs.alternate == rhs.alternate
    }

}
