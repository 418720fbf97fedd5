@testable import CLDRPlural
@testable import PluralCore
import Testing

/// The programs in the data are read instead of compiled: they must be what the compiler makes of
/// the data's rule texts, and read back to the same program.
@Suite struct CompiledProgramTests {
    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func embeddedProgramsMatchTheCompiler(type: PluralRuleType) throws {
        for index in 0..<CLDRPluralData.ruleSetCount(for: type) {
            let compiled = try CLDRPluralData.compiledProgram(CLDRPluralData.ruleSet(index, type: type))
            #expect(CLDRPluralData.program(index, type: type).encoded() == compiled, "\(type) rule set \(index)")
        }
    }
}
