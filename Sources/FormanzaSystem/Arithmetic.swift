import Glibc

/// The C library's elementary functions the formula calculator needs: the standard library
/// has no `exp` or `log`, and only this module may import Glibc.
public enum Arithmetic {
    /// e raised to `x`.
    public static func exponential(_ x: Double) -> Double { exp(x) }

    /// The natural logarithm of `x` (NaN below zero, minus infinity at zero).
    public static func naturalLogarithm(_ x: Double) -> Double { log(x) }
}
