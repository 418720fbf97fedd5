@testable import PluralCore
import Testing

/// Inputs the fuzz targets in Fuzz/Targets found; each failed before its fix.
@Suite struct FuzzRegressionTests {
    /// Fuzz/Targets/Operands: from 2⁵³ on, an integral Double took its exact binary value
    /// (123456123456778896) rather than its shortest digits (123456123456778900), unlike
    /// `PluralDecimal(Double)`, the documentation, and ICU.
    @Test(arguments: [1.234561234567789e17, 9007199254740994, -1e18 - 128, 0x1p62, 9.2233720368547748e18])
    func largeIntegralDoublesUseShortestDigits(value: Double) throws {
        let shortest = try #require(PluralDecimal(value))
        #expect(PluralOperands(value) == PluralOperands(shortest))
    }

    @Test func integralDoublesBelowTwoToThe53AreExact() {
        #expect(PluralOperands(9007199254740991.0) == PluralOperands(9_007_199_254_740_991))
        #expect(PluralOperands(-21.0) == PluralOperands(-21))
    }
}
