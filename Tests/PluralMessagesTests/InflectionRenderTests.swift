import Foundation
import ICUPlural
import PluralMessages
import Testing

/// Apple's automatic grammar agreement (`^[%lld Task](inflect: true)`) rendered as
/// `AttributedString(localized:)` shows it: markup removed, the phrase agreeing in number.
@Suite struct InflectionRenderTests {
    static let catalog = try! MessageTable.load(contentsOf: Fixtures.url("Inflection/Localizable.xcstrings"))
    static let task = "^[%lld Task](inflect: true)"

    func text(_ key: String, _ language: String, _ arguments: [MessageArgument]) throws -> String {
        try render(key, language, arguments, table: Self.catalog)
    }

    func rendered(_ format: String, _ language: String, _ arguments: [MessageArgument]) throws -> RenderedMessage {
        let message = LocalizedMessage(key: "k", language: language, body: .text(MessageText(format)), origin: MessageOrigin(file: nil, kind: .xcstrings))
        return try MessageRenderer.icu().render(message, arguments: .positional(arguments))
    }

    @Test(arguments: [(0, "0 Tasks", "0 tareas"), (1, "1 Task", "1 tarea"), (3, "3 Tasks", "3 tareas"), (1_000_000, "1,000,000 Tasks", "1.000.000 tareas")])
    func theCountedPhraseAgrees(count: Int, english: String, spanish: String) throws {
        #expect(try text(Self.task, "en", [.integer(count)]) == english)
        #expect(try text(Self.task, "es", [.integer(count)]) == spanish)
    }

    @Test func thePhraseAgreesInsideASentenceWithArticlesAndAdjectives() throws {
        #expect(try text("^[%lld paused item](inflect: true) will receive updates", "en", [.integer(2)]) == "2 paused items will receive updates")
        #expect(try text("^[%lld paused item](inflect: true) will receive updates", "es", [.integer(2)]) == "2 elementos en pausa recibirán actualizaciones")
        #expect(try text("Add ^[%lld new %@](inflect: true) to your list", "es", [.integer(2), .string("tarea")]) == "Añade 2 nuevas tareas a tu lista")
        #expect(try text("Add ^[%lld new %@](inflect: true) to your list", "en", [.integer(1), .string("child")]) == "Add 1 new child to your list")
        #expect(try text("Add ^[%lld new %@](inflect: true) to your list", "en", [.integer(4), .string("child")]) == "Add 4 new children to your list")
    }

    @Test func decimalsAgreeByTheirCategory() throws {
        #expect(try rendered("^[%.1f mile](inflect: true)", "en", [.floatingPoint(1)]).text == "1.0 miles")
        #expect(try rendered("^[%@ mile](inflect: true)", "en", [.decimal(try PluralDecimal(parsing: "1"))]).text == "1 mile")
        #expect(try rendered("^[%d hora](inflect: true)", "es", [.integer(1)]).text == "1 hora")
    }

    /// Where Apple cannot inflect, it shows the phrase as written, markup removed; so does the renderer, and says so.
    @Test func aLanguageNotInflectedShowsThePhraseAsWritten() throws {
        let russian = try rendered("^[%lld задача](inflect: true)", "ru", [.integer(5)])
        #expect(russian.text == "5 задача")
        #expect(russian.diagnostics.map(\.kind) == [.inflection(.languageNotInflected("ru"))])
        let french = try rendered("^[%lld tâche](inflect: true)", "fr", [.integer(5)])
        #expect(french.text == "5 tâche")
        #expect(french.diagnostics.map(\.kind) == [.inflection(.languageNotInflectedHere("fr"))])
    }

    @Test func explicitMorphologyAndAgreementWithAnArgument() throws {
        #expect(try rendered(#"^[%lld Task](morphology: {number: "singular"})"#, "en", [.integer(3)]).text == "3 Task")
        #expect(try rendered(#"^[file](morphology: { number: "plural" }) list"#, "en", []).text == "files list")
        #expect(try rendered("Tu pedido de %2$lld ^[artículo](agreeWithArgument: 2) está ^[listo](agreeWithArgument: 2)", "es", [.string("x"), .integer(3)]).text
            == "Tu pedido de 3 artículos está listos")
        // English adjectives do not agree; a phrase marked inflect agrees with the argument it names.
        #expect(try rendered("%lld ^[file](agreeWithArgument: 1, inflect: true) is ^[ready](agreeWithArgument: 1)", "en", [.integer(2)]).text == "2 files is ready")
        #expect(try rendered("%lld ^[file](agreeWithArgument: 1, inflect: true) is ^[ready](agreeWithArgument: 1)", "en", [.integer(1)]).text == "1 file is ready")
        // A phrase marked inflect without a number in it has nothing to agree with: as written.
        #expect(try rendered("Your %lld ^[order](inflect: true)", "en", [.integer(2)]).text == "Your 2 order")
        let notANumber = try rendered("^[listo](agreeWithArgument: 1)", "es", [.string("x")])
        #expect(notANumber.text == "listo")
        #expect(notANumber.diagnostics.map(\.kind) == [.inflection(.argumentNotANumber(position: 1))])
    }

    @Test func attributesNotAppliedAreRemovedAndReported() throws {
        let concept = try rendered("^[listo](agreeWithConcept: 1)", "es", [])
        #expect(concept.text == "listo")
        #expect(concept.diagnostics.map(\.kind) == [.inflection(.attributesNotApplied(["agreeWithConcept"]))])
        let unreadable = try rendered("^[%lld Task](inflect true)", "en", [.integer(2)])
        #expect(unreadable.text == "^[2 Task](inflect true)")
        #expect(unreadable.diagnostics.count == 1)
        let noNumber = try rendered("^[Task](inflect: true)", "en", [])
        #expect(noNumber.text == "Task")
        #expect(noNumber.diagnostics.map(\.kind) == [.inflection(.noNumber)])
    }

    /// Foundation parses the markdown before it substitutes the arguments: an argument's text is never markup.
    @Test func anArgumentIsNeverMarkup() throws {
        let injected = try rendered("Renamed to %@", "en", [.string("^[3 file](inflect: true)")])
        #expect(injected.text == "Renamed to ^[3 file](inflect: true)")
        let closing = try rendered("^[%lld %@](inflect: true)", "en", [.integer(2), .string("box)")])
        // The argument's ")" does not close the markup: the phrase is "2 box)".
        #expect(closing.text == "2 boxes)")
    }

    /// Other markdown stays as String(localized:) leaves it; a text without markup renders as before.
    @Test func otherMarkdownStaysAsWritten() throws {
        #expect(try rendered("**%lld** [files](https://example.com)", "en", [.integer(2)]).text == "**2** [files](https://example.com)")
        #expect(try rendered("^[%lld **new** file](inflect: true)", "en", [.integer(2)]).text == "2 **new** files")
    }

    @Test func markupInAPluralVariationFormAgreesToo() throws {
        #expect(try text("%lld messages", "es", [.integer(1)]) == "1 mensaje")
        #expect(try text("%lld messages", "es", [.integer(7)]) == "7 mensajes")
    }

    /// Looking for the markup walks each variable once: 40 variables each naming the next twice are
    /// 2^40 paths, which the search once followed (the renderer then refuses the message as too large).
    @Test func theMarkupSearchWalksSharedVariablesOnce() throws {
        var variables: [String: MessageVariable] = [:]
        for index in 0..<40 {
            let next = index == 39 ? "^[%d file](inflect: true)" : "%#@v\(index + 1)@ %#@v\(index + 1)@"
            variables["v\(index)"] = MessageVariable(name: "v\(index)", kind: .plural, valueType: "d", forms: [.category(.other): MessageText(next)])
        }
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("%#@v0@")), variables: variables, origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: .positional([.integer(2)])) }
    }

    @Test func theLocalizerRendersInflectedText() throws {
        let localizer = try MessageLocalizer(table: Self.catalog, rulesProvider: ICUPluralRulesProvider())
        #expect(try localizer.render(key: Self.task, preferredLanguages: .acceptLanguage("es-MX, en;q=0.5"), arguments: .positional([.integer(5)])).text == "5 tareas")
    }
}
