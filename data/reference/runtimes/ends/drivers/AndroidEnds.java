// Drives androidx.dynamicanimation's SpringAnimation (compiled from a
// checkout by make-ends.sh, with android-stubs/ standing in for the Android
// framework) through display frames: before each frame the stub SystemClock
// is set to the whole milliseconds of uptime that frame's callback reads,
// ⌊1000000 + phase + k · 1000 / fps⌋, and the stub Choreographer runs the
// callbacks AnimationHandler posted. Prints the value and velocity each frame
// leaves, whether the animation has ended and, on the frame that ends it, the
// value its update reached before it was replaced by the final position
// (`unsnapped`; elsewhere the value itself). No code of androidx is kept here.
import android.os.SystemClock;
import android.view.Choreographer;
import androidx.dynamicanimation.animation.DynamicAnimation;
import androidx.dynamicanimation.animation.FloatValueHolder;
import androidx.dynamicanimation.animation.SpringAnimation;
import androidx.dynamicanimation.animation.SpringForce;
import androidx.dynamicanimation.animation.SpringProbe;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class AndroidEnds {
    // Where the uptime clock's millisecond grid lies against the display's
    // frames, in ms: one phase in each third of a millisecond, so at 30, 60
    // and 120 Hz the three give every sequence of frame times there is.
    static final double[] PHASES = {0.125, 0.5, 0.875};
    static final long UPTIME_AT_FIRST_FRAME = 1_000_000;

    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Paths.get(args[0]));
        System.out.println("id,phase,frame,uptime,value,velocity,unsnapped,ended");
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) continue;
            String[] c = line.split(",");
            for (double phase : PHASES) run(c, phase);
        }
    }

    static void run(String[] c, double phase) {
        String id = c[0];
        float stiffness = Float.parseFloat(c[1]), dampingRatio = Float.parseFloat(c[2]);
        double velocity = Double.parseDouble(c[3]), distance = Double.parseDouble(c[4]);
        float minimumVisibleChange = Float.parseFloat(c[5]);
        double fps = Double.parseDouble(c[6]);
        FloatValueHolder holder = new FloatValueHolder(0);
        SpringAnimation animation = new SpringAnimation(holder);
        SpringForce spring = new SpringForce((float) distance).setStiffness(stiffness).setDampingRatio(dampingRatio);
        animation.setSpring(spring);
        animation.setStartVelocity((float) (velocity * distance)); // units per second
        animation.setMinimumVisibleChange(minimumVisibleChange);
        final float[] last = new float[2];
        final boolean[] ended = {false};
        animation.addUpdateListener((a, value, v) -> { last[0] = value; last[1] = v; });
        animation.addEndListener((a, canceled, value, v) -> ended[0] = true);
        animation.start();
        long previousUptime = 0;
        for (int k = 0; k <= 30 * fps && !ended[0]; k++) {
            long uptime = (long) Math.floor(UPTIME_AT_FIRST_FRAME + phase + k * 1000.0 / fps);
            float value = last[0], v = last[1];
            SystemClock.setUptimeMillis(uptime);
            Choreographer.getInstance().doFrame(uptime * 1_000_000);
            float unsnapped = ended[0] ? SpringProbe.valueBeforeSnap(spring, value, v, uptime - previousUptime) : last[0];
            previousUptime = uptime;
            System.out.println(id + "," + phase + "," + k + "," + uptime + "," + last[0] + "," + last[1] + ","
                    + unsnapped + "," + (ended[0] ? 1 : 0));
        }
        if (!ended[0]) animation.cancel();
    }
}
