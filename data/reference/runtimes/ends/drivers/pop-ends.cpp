// Drives Facebook POP's SpringSolver (pop/POPSpringSolver.h, included from a
// checkout of facebookarchive/pop by make-ends.sh; pop-stubs/ stands in for
// Foundation and POP's vector type) through display frames as
// POPSpringAnimation does: per frame the solver works on (end − value,
// −velocity), the value written is end − p, and the animation is done once the
// solver has converged or the last two values written lie within threshold/5
// of the end and of each other. Property threshold 1 (POP's point-valued
// properties). Frame 0 is the start frame (dt = 0); frame k advances
// k/fps − (k−1)/fps seconds. Prints id,frame,value,done. No code of POP is kept
// here.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#import <pop/POPSpringSolver.h>

using namespace POP;

static Vector4d scalar(double x) { return Vector4d{{x, 0, 0, 0}}; }

int main(int argc, char **argv) {
    if (argc != 2) { std::fprintf(stderr, "usage: pop-ends SPRINGS.csv\n"); return 2; }
    std::ifstream in(argv[1]);
    std::string line;
    std::getline(in, line);
    std::printf("id,frame,value,done\n");
    const double threshold = 1.0;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::vector<std::string> c;
        std::stringstream cells(line);
        for (std::string cell; std::getline(cells, cell, ',');) c.push_back(cell);
        double mass = std::stod(c[1]), stiffness = std::stod(c[2]), damping = std::stod(c[3]);
        double velocity = std::stod(c[4]), distance = std::stod(c[5]), fps = std::stod(c[6]);
        SpringSolver<Vector4d> solver(stiffness, damping, mass);
        solver.setThreshold(threshold);
        Vector4d to = scalar(distance), value = scalar(0), speed = scalar(velocity * distance);
        bool hasPrevious = false;
        double previous = 0;
        for (int k = 0; k <= 30 * fps; k++) {
            double dt = k == 0 ? 0 : (double)k / fps - (double)(k - 1) / fps;
            SSState<Vector4d> state;
            state.p = to - value;
            state.v = speed * -1;
            solver.advance(state, (double)k / fps, dt);
            value = to - state.p;
            speed = state.v * -1;
            double t = threshold / 5;
            bool valuesDone = hasPrevious && !(std::fabs(distance - value(0)) >= t || std::fabs(previous - value(0)) >= t);
            bool done = solver.hasConverged() || valuesDone;
            std::printf("%s,%d,%.17g,%d\n", c[0].c_str(), k, value(0), done ? 1 : 0);
            if (done) break;
            previous = value(0);
            hasPrevious = true;
        }
    }
    return 0;
}
