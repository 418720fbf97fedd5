import PluralCore

/// Android's choice of a `<plurals>` item (`ResourcesImpl.getQuantityText`): the CLDR category of
/// the integer quantity, else the `other` item; without either Android throws `NotFoundException`.
extension RenderRun {
    /// The quantity Android passes: an `int`. An integral decimal or `Double` is taken as its value;
    /// a fraction or a number beyond `Int32` is refused, as no caller can pass it.
    func quantity(at position: Int, place: RenderPlace) throws(MessageError) -> (Int, MessageArgument) {
        let value = try argument(position, place, offset: nil)
        let integer: Int?
        switch value {
        case let .integer(number): integer = number
        case let .decimal(number): integer = number.fractionDigits.isEmpty ? Int(number.plainText) : nil
        case let .floatingPoint(number): integer = number.rounded() == number ? Int(exactly: number) : nil
        case .string:
            throw failure(.wrongArgumentType(position: position, expected: "an integer quantity", actual: value.kindName), place)
        }
        guard let integer, Int32(exactly: integer) != nil else {
            throw failure(.invalidArgumentValue(position: position, "\(value) is no quantity Android can select on: getQuantityString takes an int"), place)
        }
        return (integer, value)
    }

    /// Renders the item of a `<plurals>` that Android shows for the quantity at `position`.
    mutating func renderQuantity(argument position: Int, forms: [PluralMessageForm: MessageBody], scope: [String: MessageVariable], place: RenderPlace) throws(MessageError) {
        let label = { if case .format = place { "plurals" } else { "\(place), plurals" } }()
        let pluralsPlace = RenderPlace.variation(label)
        let (quantity, value) = try quantity(at: position, place: pluralsPlace)
        let category: PluralCategory
        do {
            category = try settings.rules(for: language).category(for: quantity)
        } catch {
            throw failure(.pluralRules("\(error)"), pluralsPlace)
        }
        var form = PluralMessageForm.category(category)
        if forms[form] == nil {
            form = .category(.other)
            if forms[form] != nil { diagnose(pluralsPlace, argument: value, .missingForm(category)) }
        }
        guard let chosen = forms[form] else {
            throw failure(.noOtherForm(variable: label, selected: category), pluralsPlace)
        }
        try render(chosen, scope: scope, place: .variation("\(label) item '\(form)'"))
    }
}
