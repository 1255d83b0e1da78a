// The support code every test target shares (Tests/SpringLabTestSupport), visible
// in every file of this target without an import of their own.
@_exported import SpringLabTestSupport
