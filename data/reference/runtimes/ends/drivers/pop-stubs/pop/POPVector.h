// Stand-in for POP's vector header (pop-ends.cpp): a four-component double
// vector with the operations POP's SpringSolver uses, componentwise.
#pragma once
#include <cstddef>

namespace POP {
struct Vector4d {
    double c[4];
    static Vector4d Zero() { return Vector4d{{0, 0, 0, 0}}; }
    static size_t size() { return 4; }
    double operator()(size_t i) const { return c[i]; }
    double squaredNorm() const { return c[0] * c[0] + c[1] * c[1] + c[2] * c[2] + c[3] * c[3]; }
    Vector4d operator+(const Vector4d &o) const { return Vector4d{{c[0] + o.c[0], c[1] + o.c[1], c[2] + o.c[2], c[3] + o.c[3]}}; }
    Vector4d operator-(const Vector4d &o) const { return Vector4d{{c[0] - o.c[0], c[1] - o.c[1], c[2] - o.c[2], c[3] - o.c[3]}}; }
    Vector4d operator*(double s) const { return Vector4d{{c[0] * s, c[1] * s, c[2] * s, c[3] * s}}; }
};
typedef Vector4d Vector2d;
typedef Vector4d Vector3d;
}
