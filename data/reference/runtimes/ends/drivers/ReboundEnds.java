// Drives Rebound's Spring (rebound-core, compiled from a checkout of
// facebookarchive/rebound by make-ends.sh) through display frames: one
// BaseSpringSystem.loop per frame with the frame's whole milliseconds, as
// Rebound's Android loopers measure them. Prints the value after each frame
// and whether the spring is at rest. No code of Rebound is kept here.
import com.facebook.rebound.BaseSpringSystem;
import com.facebook.rebound.Spring;
import com.facebook.rebound.SpringConfig;
import com.facebook.rebound.SpringLooper;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class ReboundEnds {
    static class HandLooper extends SpringLooper {
        @Override public void start() {}
        @Override public void stop() {}
    }

    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Paths.get(args[0]));
        System.out.println("id,frame,value,atRest");
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) continue;
            String[] c = line.split(",");
            double mass = Double.parseDouble(c[1]), stiffness = Double.parseDouble(c[2]);
            double damping = Double.parseDouble(c[3]), velocity = Double.parseDouble(c[4]);
            double distance = Double.parseDouble(c[5]), fps = Double.parseDouble(c[6]);
            BaseSpringSystem system = new BaseSpringSystem(new HandLooper());
            Spring spring = system.createSpring();
            // SpringConfig has no mass: tension and friction per unit mass.
            spring.setSpringConfig(new SpringConfig(stiffness / mass, damping / mass));
            spring.setCurrentValue(0);
            spring.setEndValue(distance);
            spring.setVelocity(velocity * distance); // units per second
            System.out.println(c[0] + ",0," + spring.getCurrentValue() + ",0");
            for (int k = 1; k <= 30 * fps; k++) {
                long previous = (long) Math.floor((k - 1) * 1000 / fps), now = (long) Math.floor(k * 1000 / fps);
                system.loop(now - previous);
                boolean atRest = spring.isAtRest();
                System.out.println(c[0] + "," + k + "," + spring.getCurrentValue() + "," + (atRest ? 1 : 0));
                if (atRest) break;
            }
        }
    }
}
