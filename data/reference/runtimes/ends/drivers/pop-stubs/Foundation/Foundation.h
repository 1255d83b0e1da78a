// Stand-in for Apple's Foundation, enough for POP's SpringSolver header to
// compile with g++ on Linux (pop-ends.cpp): CoreFoundation's time type.
#pragma once
#include <cmath>
#include <cstddef>
using std::fabs;
typedef double CFTimeInterval;
