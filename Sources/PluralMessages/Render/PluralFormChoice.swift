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
                    selection = try Self.selection(forInteger: value, rules: rules, policy: settings.policy) { forms[$0.order] != nil }
                } else if variable == nil, !forms.contains(where: { if case .exact = $0 { true } else { false } }) {
                    selection = try Self.selection(forInteger: value, rules: rules, policy: settings.policy) { forms.contains(.category($0)) }
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


    /// The form for an integer among category forms (no exact values): the rules' category, the
    /// zero policy, then `other`. The one resolution of the general walk and of ``RenderPlan``.
    static func selection(
        forInteger value: Int, rules: any PluralRules, policy: PluralSelectionPolicy, hasForm: (PluralCategory) -> Bool
    ) throws -> PluralFormSelection {
        try PluralFormSelector(policy: policy).resolve(category: rules.category(for: value), value: (0...2).contains(value) ? value : nil, hasForm: hasForm)
    }

    /// Selects a form for the argument at `position`, then, where the chosen form (or `specifier`)
    /// shows the number with digits of its own, selects again on those digits: `%.1f` shows 1 as
    /// "1.0", `other` in English. The second choice stands when it is the same form, or a form
    /// that shows the number the same way (else the reader would see other digits than selected).
    /// The one rule for variables (`specifier` is the value type) and whole-string variations.
    ///
    /// - Parameters:
    ///   - firstUnpositioned: the argument the form's first conversion without a position takes.
    ///   - text: the text of a selected form, if the message has it.
    mutating func selectOnShownDigits(
        argument position: Int, specifier: FormatSpecifier?, firstUnpositioned: Int, forms: Set<PluralMessageForm>,
        variable: MessageVariable?, place: RenderPlace, text: (PluralFormSelection) -> MessageText?
    ) throws(MessageError) -> Selected {
        let selected = try select(argument: position, specifier: specifier, shownBy: specifier, forms: forms, variable: variable, place: place)
        guard let chosen = text(selected.selection), chosen.hasFloatingConversion || Self.showsDigits(specifier),
              let shown = chosen.conversion(showing: position, firstUnpositioned: firstUnpositioned), !Self.sameDigits(shown, specifier)
        else { return selected }
        let second = try select(argument: position, specifier: specifier, shownBy: shown, forms: forms, variable: variable, place: place)
        if second.selection.form == selected.selection.form { return second }
        if let other = text(second.selection), Self.sameDigits(other.conversion(showing: position, firstUnpositioned: firstUnpositioned), shown) {
            return second
        }
        return selected
    }

    /// Whether the digits a conversion shows select, rather than the value: they do where the
    /// conversion shows digits of its own, unless the renderer selects on values as Apple does.
    func selectsOnShownDigits(_ specifier: FormatSpecifier?) -> Bool {
        settings.selectionMode != .value && Self.showsDigits(specifier)
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
