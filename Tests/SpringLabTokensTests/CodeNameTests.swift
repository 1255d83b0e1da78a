import Testing

@testable import SpringLabTokens

/// The names a token's path gets in each language.
@Suite("names from token paths")
struct CodeNameTests {
    @Test(
        "lowerCamelCase for code and kebab-case for CSS, split at separators and case steps",
        arguments: [
            ("material3-expressive.fastSpatial", "material3ExpressiveFastSpatial", "material3-expressive-fast-spatial"),
            ("motion.fast", "motionFast", "motion-fast"),
            ("Motion.Slow_Spatial effects", "motionSlowSpatialEffects", "motion-slow-spatial-effects"),
            ("2x.bounce", "spring2xBounce", "2x-bounce"),
            ("café.au-lait", "cafAuLait", "caf-au-lait"),
        ])
    func names(path: String, camel: String, kebab: String) {
        #expect(CodeNames.lowerCamel(path) == camel)
        #expect(CodeNames.kebab(path) == kebab)
    }

    @Test("a keyword gets Spring after it")
    func keywords() {
        #expect(CodeNames.lowerCamel("default", reserved: SwiftPlatform.reserved) == "defaultSpring")
        #expect(CodeNames.lowerCamel("val", reserved: KotlinPlatform.reserved) == "valSpring")
        #expect(CodeNames.lowerCamel("motion.default", reserved: SwiftPlatform.reserved) == "motionDefault")
    }

    @Test("literals keep 12 significant digits and drop a conversion's last-bit noise")
    func literals() {
        #expect(CodeNumber.literal(800.0000000000001) == "800.0")
        #expect(CodeNumber.literal(379.99999999999994) == "380.0")
        #expect(CodeNumber.literal(0.6) == "0.6")
        #expect(CodeNumber.literal(-2.5e-7) == "-2.5e-07")
        #expect(CodeNumber.literal(33.94112549695428) == "33.941125497")
    }

    @Test("prose decimals round to their places, and numbers too large for them in exponent form")
    func decimals() {
        #expect(CodeNumber.decimal(0.31189741903, places: 4) == "0.3119")
        #expect(CodeNumber.decimal(-1.5, places: 4) == "-1.5")
        #expect(CodeNumber.decimal(-0.00001, places: 4) == "0")
        #expect(CodeNumber.decimal(1e20, places: 4) == "1e+20")
        #expect(CodeNumber.decimal(-1.7976931348623157e308, places: 4) == "-1.7976931348623157e+308")
    }
}
