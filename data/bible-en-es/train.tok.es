EN el principio crió Dios los cielos y la tierra .
Y la tierra estaba desordenada y vacía , y las tinieblas estaban sobre la haz del abismo , y el Espíritu de Dios se movía sobre la haz de las aguas .
Y dijo Dios : Sea la luz : y fué la luz .
Y vió Dios que la luz era buena : y apartó Dios la luz de las tinieblas .
Y llamó Dios á la luz Día , y á las tinieblas llamó Noche : y fué la tarde y la mañana un día .
Y dijo Dios : Haya expansión en medio de las aguas , y separe las aguas de las aguas .
E hizo Dios la expansión , y apartó las aguas que estaban debajo de la expansión , de las aguas que estaban sobre la expansión : y fué así .
Y llamó Dios á la expansión Cielos : y fué la tarde y la mañana el día segundo .
Y dijo Dios : Júntense las aguas que están debajo de los cielos en un lugar , y descúbrase la seca : y fué así .
Y llamó Dios á la seca Tierra , y á la reunión de las aguas llamó Mares : y vió Dios que era bueno .
Y dijo Dios : Produzca la tierra hierba verde , hierba que dé simiente ; árbol de fruto que dé fruto según su género , que su simiente esté en él , sobre la tierra : y fué así .
Y produjo la tierra hierba verde , hierba que da simiente según su naturaleza , y árbol que da fruto , cuya simiente está en él , según su género : y vió Dios que era bueno .
Y fué la tarde y la mañana el día tercero .
Y dijo Dios : Sean lumbreras en la expansión de los cielos para apartar el día y la noche : y sean por señales , y para las estaciones , y para días y años ;
Y sean por lumbreras en la expansión de los cielos para alumbrar sobre la tierra : y fué así .
E hizo Dios las dos grandes lumbreras ; la lumbrera mayor para que señorease en el día , y la lumbrera menor para que señorease en la noche : hizo también las estrellas .
Y púsolas Dios en la expansión de los cielos , para alumbrar sobre la tierra ,
Y para señorear en el día y en la noche , y para apartar la luz y las tinieblas : y vió Dios que era bueno .
Y fué la tarde y la mañana el día cuarto .
Y dijo Dios : Produzcan las aguas reptil de ánima viviente , y aves que vuelen sobre la tierra , en la abierta expansión de los cielos .
Y crió Dios las grandes ballenas , y toda cosa viva que anda arrastrando , que las aguas produjeron según su género , y toda ave alada según su especie : y vió Dios que era bueno .
Y Dios los bendijo diciendo : Fructificad y multiplicad , y henchid las aguas en los mares , y las aves se multipliquen en la tierra .
Y fué la tarde y la mañana el día quinto .
Y dijo Dios : Produzca la tierra seres vivientes según su género , bestias y serpientes y animales de la tierra según su especie : y fué así .
E hizo Dios animales de la tierra según su género , y ganado según su género , y todo animal que anda arrastrando sobre la tierra según su especie : y vió Dios que era bueno .
Y dijo Dios : Hagamos al hombre á nuestra imagen , conforme á nuestra semejanza ; y señoree en los peces de la mar , y en las aves de los cielos , y en las bestias , y en toda la tierra , y en todo animal que anda arrastrando sobre la tierra .
Y crió Dios al hombre á su imagen , á imagen de Dios lo crió ; varón y hembra los crió .
Y los bendijo Dios ; y díjoles Dios : Fructificad y multiplicad , y henchid la tierra , y sojuzgadla , y señoread en los peces de la mar , y en las aves de los cielos , y en todas las bestias que se mueven sobre la tierra .
Y dijo Dios : He aquí que os he dado toda hierba que da simiente , que está sobre la haz de toda la tierra ; y todo árbol en que hay fruto de árbol que da simiente , seros ha para comer .
Y á toda bestia de la tierra , y á todas las aves de los cielos , y á todo lo que se mueve sobre la tierra , en que hay vida , toda hierba verde les será para comer : y fué así .
Y vió Dios todo lo que había hecho , y he aquí que era bueno en gran manera . Y fué la tarde y la mañana el día sexto .
Y FUERON acabados los cielos y la tierra , y todo su ornamento .
Y acabó Dios en el día séptimo su obra que hizo , y reposó el día séptimo de toda su obra que había hecho .
Y bendijo Dios al día séptimo , y santificólo , porque en él reposó de toda su obra que había Dios criado y hecho .
Estos son los orígenes de los cielos y de la tierra cuando fueron criados , el día que Jehová Dios hizo la tierra y los cielos ,
Y toda planta del campo antes que fuese en la tierra , y toda hierba del campo antes que naciese : porque aun no había Jehová Dios hecho llover sobre la tierra , ni había hombre para que labrase la tierra ;
Mas subía de la tierra un vapor , que regaba toda la faz de la tierra .
Formó , pues , Jehová Dios al hombre del polvo de la tierra , y alentó en su nariz soplo de vida ; y fué el hombre en alma viviente .
Y había Jehová Dios plantado un huerto en Edén al oriente , y puso allí al hombre que había formado .
Y había Jehová Dios hecho nacer de la tierra todo árbol delicioso á la vista , y bueno para comer : también el árbol de vida en medio del huerto , y el árbol de ciencia del bien y del mal .
Y salía de Edén un río para regar el huerto , y de allí se repartía en cuatro ramales .
El nombre del uno era Pisón : éste es el que cerca toda la tierra de Havilah , donde hay oro :
Y el oro de aquella tierra es bueno : hay allí también bdelio y piedra cornerina .
El nombre del segundo río es Gihón : éste es el que rodea toda la tierra de Etiopía .
Y el nombre del tercer río es Hiddekel : éste es el que va delante de Asiria . Y el cuarto río es el Eufrates .
Tomó , pues , Jehová Dios al hombre , y le puso en el huerto de Edén , para que lo labrara y lo guardase .
Y mandó Jehová Dios al hombre , diciendo : De todo árbol del huerto comerás ;
Mas del árbol de ciencia del bien y del mal no comerás de él ; porque el día que de él comieres , morirás .
Y dijo Jehová Dios : No es bueno que el hombre esté solo ; haréle ayuda idónea para él .
Formó , pues , Jehová Dios de la tierra toda bestia del campo , y toda ave de los cielos , y trájolas á Adam , para que viese cómo les había de llamar ; y todo lo que Adam llamó á los animales vivientes , ese es su nombre .
Y puso Adam nombres á toda bestia y ave de los cielos y á todo animal del campo : mas para Adam no halló ayuda que estuviese idónea para él .
Y Jehová Dios hizo caer sueño sobre Adam , y se quedó dormido : entonces tomó una de sus costillas , y cerró la carne en su lugar ;
Y de la costilla que Jehová Dios tomó del hombre , hizo una mujer , y trájola al hombre .
Y dijo Adam : Esto es ahora hueso de mis huesos , y carne de mi carne : ésta será llamada Varona , porque del varón fué tomada .
Por tanto , dejará el hombre á su padre y á su madre , y allegarse ha á su mujer , y serán una sola carne .
Y estaban ambos desnudos , Adam y su mujer , y no se avergonzaban .
EMPERO la serpiente era astuta , más que todos los animales del campo que Jehová Dios había hecho ; la cual dijo á la mujer : ¿ Conque Dios os ha dicho : No comáis de todo árbol del huerto ?
Y la mujer respondió á la serpiente : Del fruto de los árboles del huerto comemos ;
Mas del fruto del árbol que está en medio del huerto dijo Dios : No comeréis de él , ni le tocaréis , porque no muráis .
Entonces la serpiente dijo á la mujer : No moriréis ;
Mas sabe Dios que el día que comiereis de él , serán abiertos vuestros ojos , y seréis como dioses sabiendo el bien y el mal .
Y vió la mujer que el árbol era bueno para comer , y que era agradable á los ojos , y árbol codiciable para alcanzar la sabiduría ; y tomó de su fruto , y comió ; y dió también á su marido , el cual comió así como ella .
Y fueron abiertos los ojos de entrambos , y conocieron que estaban desnudos : entonces cosieron hojas de higuera , y se hicieron delantales .
Y oyeron la voz de Jehová Dios que se paseaba en el huerto al aire del día : y escondióse el hombre y su mujer de la presencia de Jehová Dios entre los árboles del huerto .
Y llamó Jehová Dios al hombre , y le dijo : ¿ Dónde estás tú ?
Y él respondió : Oí tu voz en el huerto , y tuve miedo , porque estaba desnudo ; y escondíme .
Y díjole : ¿ Quién te enseñó que estabas desnudo ? ¿ Has comido del árbol de que yo te mandé no comieses ?
Y el hombre respondió : La mujer que me diste por compañera me dió del árbol , y yo comí .
Entonces Jehová Dios dijo á la mujer : ¿ Qué es lo que has hecho ? Y dijo la mujer : La serpiente me engañó , y comí .
Y Jehová Dios dijo á la serpiente : Por cuanto esto hiciste , maldita serás entre todas las bestias y entre todos los animales del campo ; sobre tu pecho andarás , y polvo comerás todos los días de tu vida :
Y enemistad pondré entre ti y la mujer , y entre tu simiente y la simiente suya ; ésta te herirá en la cabeza , y tú le herirás en el calcañar .
A la mujer dijo : Multiplicaré en gran manera tus dolores y tus preñeces ; con dolor parirás los hijos ; y á tu marido será tu deseo , y él se enseñoreará de ti .
Y al hombre dijo : Por cuanto obedeciste á la voz de tu mujer , y comiste del árbol de que te mandé diciendo , No comerás de él ; maldita será la tierra por amor de ti ; con dolor comerás de ella todos los días de tu vida ;
Espinos y cardos te producirá , y comerás hierba del campo ;
En el sudor de tu rostro comerás el pan hasta que vuelvas á la tierra ; porque de ella fuiste tomado : pues polvo eres , y al polvo serás tornado .
Y llamó el hombre el nombre de su mujer , Eva ; por cuanto ella era madre de todos los vivientes .
Y Jehová Dios hizo al hombre y á su mujer túnicas de pieles , y vistiólos .
Y dijo Jehová Dios : He aquí el hombre es como uno de Nos sabiendo el bien y el mal : ahora , pues , porque no alargue su mano , y tome también del árbol de la vida , y coma , y viva para siempre :
Y sacólo Jehová del huerto de Edén , para que labrase la tierra de que fué tomado .
Echó , pues , fuera al hombre , y puso al oriente del huerto de Edén querubines , y una espada encendida que se revolvía á todos lados , para guardar el camino del árbol de la vida .
Y CONOCIÓ Adam á su mujer Eva , la cual concibió y parió á Caín , y dijo : Adquirido he varón por Jehová .
Y después parió á su hermano Abel . Y fué Abel pastor de ovejas , y Caín fué labrador de la tierra .
Y aconteció andando el tiempo , que Caín trajo del fruto de la tierra una ofrenda á Jehová .
Y Abel trajo también de los primogénitos de sus ovejas , y de su grosura . Y miró Jehová con agrado á Abel y á su ofrenda ;
Mas no miró propicio á Caín y á la ofrenda suya . Y ensañóse Caín en gran manera , y decayó su semblante .
Entonces Jehová dijo á Caín : ¿ Por qué te has ensañado , y por qué se ha inmutado tu rostro ?
Si bien hicieres , ¿ no serás ensalzado ? y si no hicieres bien , el pecado está á la puerta : con todo esto , á ti será su deseo , y tú te enseñorearás de él .
Y habló Caín á su hermano Abel : y aconteció que estando ellos en el campo , Caín se levantó contra su hermano Abel , y le mató .
Y Jehová dijo á Caín : ¿ Dónde está Abel tu hermano ? Y él respondió : No sé ; ¿ soy yo guarda de mi hermano ?
Y él le dijo : ¿ Qué has hecho ? La voz de la sangre de tu hermano clama á mí desde la tierra .
Ahora pues , maldito seas tú de la tierra que abrió su boca para recibir la sangre de tu hermano de tu mano :
Cuando labrares la tierra , no te volverá á dar su fuerza : errante y extranjero serás en la tierra .
Y dijo Caín á Jehová : Grande es mi iniquidad para ser perdonada .
He aquí me echas hoy de la faz de la tierra , y de tu presencia me esconderé ; y seré errante y extranjero en la tierra ; y sucederá que cualquiera que me hallare , me matará .
Y respondióle Jehová : Cierto que cualquiera que matare á Caín , siete veces será castigado . Entonces Jehová puso señal en Caín , para que no lo hiriese cualquiera que le hallara .
Y salió Caín de delante de Jehová , y habitó en tierra de Nod , al oriente de Edén .
Y conoció Caín á su mujer , la cual concibió y parió á Henoch : y edificó una ciudad , y llamó el nombre de la ciudad del nombre de su hijo , Henoch .
Y á Henoch nació Irad , é Irad engendró á Mehujael , y Mehujael engendró á Methusael , y Methusael engendró á Lamech .
Y tomó para sí Lamech dos mujeres ; el nombre de la una fué Ada , y el nombre de la otra Zilla .
Y Ada parió á Jabal , el cual fué padre de los que habitan en tiendas , y crían ganados .
Y el nombre de su hermano fué Jubal , el cual fué padre de todos los que manejan arpa y órgano .
Y Zilla también parió á Tubal - Caín , acicalador de toda obra de metal y de hierro : y la hermana de Tubal - Caín fué Naama .
Y dijo Lamech á sus mujeres : Ada y Zilla , oid mi voz ; mujeres de Lamech , escuchad mi dicho : que varón mataré por mi herida , y mancebo por mi golpe :
Si siete veces será vengado Caín , Lamech en verdad setenta veces siete lo será .
Y conoció de nuevo Adam á su mujer , la cual parió un hijo , y llamó su nombre Seth : Porque Dios ( dijo ella ) me ha sustituído otra simiente en lugar de Abel , á quien mató Caín .
Y á Seth también le nació un hijo , y llamó su nombre Enós . Entonces los hombres comenzaron á llamarse del nombre de Jehová .
ESTE es el libro de las generaciones de Adam . El día en que crió Dios al hombre , á la semejanza de Dios lo hizo ;
Varón y hembra los crió ; y los bendijo , y llamó el nombre de ellos Adam , el día en que fueron criados .
Y vivió Adam ciento y treinta años , y engendró un hijo á su semejanza , conforme á su imagen , y llamó su nombre Seth .
Y fueron los días de Adam , después que engendró á Seth , ochocientos años : y engendró hijos é hijas .
Y fueron todos los días que vivió Adam novecientos y treinta años , y murió .
Y vivió Seth ciento y cinco años , y engendró á Enós .
Y vivió Seth , después que engendró á Enós , ochocientos y siete años : y engendró hijos é hijas .
Y fueron todos los días de Seth novecientos y doce años ; y murió .
Y vivió Enós noventa años , y engendró á Cainán .
Y vivió Enós después que engendró á Cainán , ochocientos y quince años : y engendró hijos é hijas .
Y fueron todos los días de Enós novecientos y cinco años ; y murió .
Y vivió Cainán setenta años , y engendró á Mahalaleel .
Y vivió Cainán , después que engendró á Mahalaleel , ochocientos y cuarenta años : y engendró hijos é hijas .
Y fueron todos los días de Cainán novecientos y diez años ; y murió .
Y vivió Mahalaleel sesenta y cinco años , y engendró á Jared .
Y vivió Mahalaleel , después que engendró á Jared , ochocientos y treinta años : y engendró hijos é hijas .
Y fueron todos los días de Mahalaleel ochocientos noventa y cinco años ; y murió .
Y vivió Jared ciento sesenta y dos años , y engendró á Henoch .
Y vivió Jared , después que engendró á Henoch , ochocientos años : y engendró hijos é hijas .
Y fueron todos los días de Jared novecientos sesenta y dos años ; y murió .
Y vivió Henoch sesenta y cinco años , y engendró á Mathusalam .
Y caminó Henoch con Dios , después que engendró á Mathusalam , trescientos años : y engendró hijos é hijas .
Y fueron todos los días de Henoch trescientos sesenta y cinco años .
Caminó , pues , Henoch con Dios , y desapareció , porque le llevó Dios .
Y vivió Mathusalam ciento ochenta y siete años , y engendró á Lamech .
Y vivió Mathusalam , después que engendró á Lamech , setecientos ochenta y dos años : y engendró hijos é hijas .
Fueron , pues , todos los días de Mathusalam , novecientos sesenta y nueve años ; y murió .
Y vivió Lamech ciento ochenta y dos años , y engendró un hijo :
Y llamó su nombre Noé , diciendo : Este nos aliviará de nuestras obras , y del trabajo de nuestras manos , á causa de la tierra que Jehová maldijo .
Y vivió Lamech , después que engendró á Noé , quinientos noventa y cinco años : y engendró hijos é hijas .
Y fueron todos los días de Lamech setecientos setenta y siete años ; y murió .
Y siendo Noé de quinientos años , engendró á Sem , Châm , y á Japhet .
Y ACAECIÓ que , cuando comenzaron los hombres á multiplicarse sobre la faz de la tierra , y les nacieron hijas ,
Viendo los hijos de Dios que las hijas de los hombres eran hermosas , tomáronse mujeres , escogiendo entre todas .
Y dijo Jehová : No contenderá mi espíritu con el hombre para siempre , porque ciertamente él es carne : mas serán sus días ciento y veinte años .
Había gigantes en la tierra en aquellos días , y también después que entraron los hijos de Dios á las hijas de los hombres , y les engendraron hijos : éstos fueron los valientes que desde la antigüedad fueron varones de nombre .
Y vió Jehová que la malicia de los hombres era mucha en la tierra , y que todo designio de los pensamientos del corazón de ellos era de continuo solamente el mal .
Y arrepintióse Jehová de haber hecho hombre en la tierra , y pesóle en su corazón .
Y dijo Jehová : Raeré los hombres que he criado de sobre la faz de la tierra , desde el hombre hasta la bestia , y hasta el reptil y las aves del cielo : porque me arrepiento de haberlos hecho .
Empero Noé halló gracia en los ojos de Jehová .
Estas son las generaciones de Noé : Noé , varón justo , perfecto fué en sus generaciones ; con Dios caminó Noé .
Y engendró Noé tres hijos : á Sem , á Châm , y á Japhet .
Y corrompióse la tierra delante de Dios , y estaba la tierra llena de violencia .
Y miró Dios la tierra , y he aquí que estaba corrompida ; porque toda carne había corrompido su camino sobre la tierra .
Y dijo Dios á Noé : El fin de toda carne ha venido delante de mí ; porque la tierra está llena de violencia á causa de ellos ; y he aquí que yo los destruiré con la tierra .
Hazte un arca de madera de Gopher : harás aposentos en el arca , y la embetunarás con brea por dentro y por fuera .
Y de esta manera la harás : de trescientos codos la longitud del arca , de cincuenta codos su anchura , y de treinta codos su altura .
Una ventana harás al arca , y la acabarás á un codo de elevación por la parte de arriba : y pondrás la puerta del arca á su lado ; y le harás piso bajo , segundo y tercero .
Y yo , he aquí que yo traigo un diluvio de aguas sobre la tierra , para destruir toda carne en que haya espíritu de vida debajo del cielo ; todo lo que hay en la tierra morirá .
Mas estableceré mi pacto contigo , y entrarás en el arca tú , y tus hijos y tu mujer , y las mujeres de tus hijos contigo .
Y de todo lo que vive , de toda carne , dos de cada especie meterás en el arca , para que tengan vida contigo ; macho y hembra serán .
De las aves según su especie , y de las bestias según su especie , de todo reptil de la tierra según su especie , dos de cada especie entrarán contigo para que hayan vida .
Y toma contigo de toda vianda que se come , y allégala á ti ; servirá de alimento para ti y para ellos .
E hízolo así Noé ; hizo conforme á todo lo que Dios le mandó .
Y JEHOVÁ dijo á Noé : Entra tú y toda tu casa en el arca ; porque á ti he visto justo delante de mí en esta generación .
De todo animal limpio te tomarás de siete en siete , macho y su hembra ; mas de los animales que no son limpios , dos , macho y su hembra .
También de las aves de los cielos de siete en siete , macho y hembra ; para guardar en vida la casta sobre la faz de toda la tierra .
Porque pasados aún siete días , yo haré llover sobre la tierra cuarenta días y cuarenta noches ; y raeré toda sustancia que hice de sobre la faz de la tierra .
E hizo Noé conforme á todo lo que le mandó Jehová .
Y siendo Noé de seiscientos años , el diluvio de las aguas fué sobre la tierra .
Y vino Noé , y sus hijos , y su mujer , y las mujeres de sus hijos con él al arca , por las aguas del diluvio .
De los animales limpios , y de los animales que no eran limpios , y de las aves , y de todo lo que anda arrastrando sobre la tierra ,
De dos en dos entraron á Noé en el arca : macho y hembra , como mandó Dios á Noé .
Y sucedió que al séptimo día las aguas del diluvio fueron sobre la tierra .
El año seiscientos de la vida de Noé , en el mes segundo , á diecisiete días del mes , aquel día fueron rotas todas las fuentes del grande abismo , y las cataratas de los cielos fueron abiertas ;
Y hubo lluvia sobre la tierra cuarenta días y cuarenta noches .
En este mismo día entró Noé , y Sem y Châm y Japhet , hijos de Noé , la mujer de Noé , y las tres mujeres de sus hijos con él en el arca ;
Ellos , y todos los animales silvestres según sus especies , y todos los animales mansos según sus especies , y todo reptil que anda arrastrando sobre la tierra según su especie , y toda ave según su especie , todo pájaro , toda especie de volátil .
Y vinieron á Noé al arca , de dos en dos de toda carne en que había espíritu de vida .
Y los que vinieron , macho y hembra de toda carne vinieron , como le había mandado Dios : y Jehová le cerró la puerta .
Y fué el diluvio cuarenta días sobre la tierra ; y las aguas crecieron , y alzaron el arca , y se elevó sobre la tierra .
Y prevalecieron las aguas , y crecieron en gran manera sobre la tierra ; y andaba el arca sobre la faz de las aguas .
Y las aguas prevalecieron mucho en extremo sobre la tierra ; y todos los montes altos que había debajo de todos los cielos , fueron cubiertos .
Quince codos en alto prevalecieron las aguas ; y fueron cubiertos los montes .
Y murió toda carne que se mueve sobre la tierra , así de aves como de ganados , y de bestias , y de todo reptil que anda arrastrando sobre la tierra , y todo hombre :
Todo lo que tenía aliento de espíritu de vida en sus narices , de todo lo que había en la tierra , murió .
Así fué destruída toda sustancia que vivía sobre la faz de la tierra , desde el hombre hasta la bestia , y los reptiles , y las aves del cielo ; y fueron raídos de la tierra ; y quedó solamente Noé , y lo que con él estaba en el arca .
Y prevalecieron las aguas sobre la tierra ciento y cincuenta días .
Y ACORDÓSE Dios de Noé , y de todos los animales , y de todas las bestias que estaban con él en el arca ; é hizo pasar Dios un viento sobre la tierra , y disminuyeron las aguas .
Y se cerraron las fuentes del abismo , y las cataratas de los cielos ; y la lluvia de los cielos fué detenida .
Y tornáronse las aguas de sobre la tierra , yendo y volviendo : y decrecieron las aguas al cabo de ciento y cincuenta días .
Y reposó el arca en el mes séptimo , á diecisiete días del mes , sobre los montes de Armenia .
Y las aguas fueron decreciendo hasta el mes décimo : en el décimo , al primero del mes , se descubrieron las cimas de los montes .
Y sucedió que , al cabo de cuarenta días , abrió Noé la ventana del arca que había hecho ,
Y envió al cuervo , el cual salió , y estuvo yendo y tornando hasta que las aguas se secaron de sobre la tierra .
Envió también de sí á la paloma , para ver si las aguas se habían retirado de sobre la faz de la tierra ;
Y no halló la paloma donde sentar la planta de su pie , y volvióse á él al arca , porque las aguas estaban aún sobre la faz de toda la tierra : entonces él extendió su mano , y cogiéndola , hízola entrar consigo en el arca .
Y esperó aún otros siete días , y volvió á enviar la paloma fuera del arca .
Y la paloma volvió á él á la hora de la tarde ; y he aquí que traía una hoja de oliva tomada en su pico : y entendió Noé que las aguas se habían retirado de sobre la tierra .
Y esperó aún otros siete días , y envió la paloma , la cual no volvió ya más á él .
Y sucedió que en el año seiscientos y uno de Noé , en el mes primero , al primero del mes , las aguas se enjugaron de sobre la tierra ; y quitó Noé la cubierta del arca , y miró , y he aquí que la faz de la tierra estaba enjuta .
Y en el mes segundo , á los veintisiete días del mes , se secó la tierra .
Y habló Dios á Noé diciendo :
Sal del arca tú , y tu mujer , y tus hijos , y las mujeres de tus hijos contigo .
Todos los animales que están contigo de toda carne , de aves y de bestias y de todo reptil que anda arrastrando sobre la tierra , sacarás contigo ; y vayan por la tierra , y fructifiquen , y multiplíquense sobre la tierra .
Entonces salió Noé , y sus hijos , y su mujer , y las mujeres de sus hijos con él .
Todos los animales , y todo reptil y toda ave , todo lo que se mueve sobre la tierra según sus especies , salieron del arca .
Y edificó Noé un altar á Jehová , y tomó de todo animal limpio y de toda ave limpia , y ofreció holocausto en el altar .
Y percibió Jehová olor de suavidad ; y dijo Jehová en su corazón : No tornaré más á maldecir la tierra por causa del hombre ; porque el intento del corazón del hombre es malo desde su juventud : ni volveré más á destruir todo viviente , como he hecho .
Todavía serán todos los tiempos de la tierra ; la sementera y la siega , y el frío y calor , verano é invierno , y día y noche , no cesarán .
Y BENDIJO Dios á Noé y á sus hijos , y díjoles : Fructificad , y multiplicad , y henchid la tierra :
Y vuestro temor y vuestro pavor será sobre todo animal de la tierra , y sobre toda ave de los cielos , en todo lo que se moverá en la tierra , y en todos los peces del mar : en vuestra mano son entregados .
Todo lo que se mueve y vive , os será para mantenimiento : así como las legumbres y hierbas , os lo he dado todo .
Empero carne con su vida , que es su sangre , no comeréis .
Porque ciertamente demandaré la sangre de vuestras vidas ; de mano de todo animal la demandaré , y de mano del hombre ; de mano del varón su hermano demandaré la vida del hombre .
El que derramare sangre del hombre , por el hombre su sangre será derramada ; porque á imagen de Dios es hecho el hombre .
Mas vosotros fructificad , y multiplicaos ; procread abundantemente en la tierra , y multiplicaos en ella .
Y habló Dios á Noé y á sus hijos con él , diciendo :
Yo , he aquí que yo establezco mi pacto con vosotros , y con vuestra simiente después de vosotros ;
Y con toda alma viviente que está con vosotros , de aves , de animales , y de toda bestia de la tierra que está con vosotros ; desde todos los que salieron del arca hasta todo animal de la tierra .
Estableceré mi pacto con vosotros , y no fenecerá ya más toda carne con aguas de diluvio ; ni habrá más diluvio para destruir la tierra .
Y dijo Dios : Esta será la señal del pacto que yo establezco entre mí y vosotros y toda alma viviente que está con vosotros , por siglos perpetuos :
Mi arco pondré en las nubes , el cual será por señal de convenio entre mí y la tierra .
Y será que cuando haré venir nubes sobre la tierra , se dejará ver entonces mi arco en las nubes .
Y acordarme he del pacto mío , que hay entre mí y vosotros y toda alma viviente de toda carne ; y no serán más las aguas por diluvio para destruir toda carne .
Y estará el arco en las nubes , y verlo he para acordarme del pacto perpetuo entre Dios y toda alma viviente , con toda carne que hay sobre la tierra .
Dijo , pues , Dios á Noé : Esta será la señal del pacto que he establecido entre mí y toda carne que está sobre la tierra .
Y los hijos de Noé que salieron del arca fueron Sem , Châm y Japhet : y Châm es el padre de Canaán .
Estos tres son los hijos de Noé ; y de ellos fué llena toda la tierra .
Y comenzó Noé á labrar la tierra , y plantó una viña :
Y bebió del vino , y se embriagó , y estaba descubierto en medio de su tienda .
Y Châm , padre de Canaán , vió la desnudez de su padre , y díjolo á sus dos hermanos á la parte de afuera .
Entonces Sem y Japhet tomaron la ropa , y la pusieron sobre sus propios hombros , y andando hacia atrás , cubrieron la desnudez de su padre , teniendo vueltos sus rostros , y así no vieron la desnudez de su padre .
Y despertó Noé de su vino , y supo lo que había hecho con él su hijo el más joven ;
Y dijo : Maldito sea Canaán ; siervo de siervos será á sus hermanos .
Dijo más : Bendito Jehová el Dios de Sem , y séale Canaán siervo .
Engrandezca Dios á Japhet , y habite en las tiendas de Sem , y séale Canaán siervo .
Y vivió Noé después del diluvio trescientos y cincuenta años .
Y fueron todos los días de Noé novecientos y cincuenta años ; y murió .
ESTAS son las generaciones de los hijos de Noé : Sem , Châm y Japhet , á los cuales nacieron hijos después del diluvio .
Los hijos de Japhet : Gomer , y Magog , y Madai , y Javán , y Tubal , y Meshech , y Tiras .
Y los hijos de Gomer : Ashkenaz , y Riphat , y Togorma .
Y los hijos de Javán : Elisa , y Tarsis , Kittim , y Dodanim .
Por éstos fueron repartidas las islas de las gentes en sus tierras , cada cual según su lengua , conforme á sus familias en sus naciones .
Los hijos de Châm : Cush , y Mizraim , y Phut , y Canaán .
Y los hijos de Cush : Seba , Havila , y Sabta , y Raama , y Sabtecha . Y los hijos de Raama : Sheba y Dedán .
Y Cush engendró á Nimrod : éste comenzó á ser poderoso en la tierra .
Este fué vigoroso cazador delante de Jehová ; por lo cual se dice : Así como Nimrod , vigoroso cazador delante de Jehová .
Y fué la cabecera de su reino Babel , y Erech , y Accad , y Calneh , en la tierra de Shinar .
De aquesta tierra salió Assur , y edificó á Nínive , y á Rehoboth , y á Calah ,
Y á Ressen entre Nínive y Calah ; la cual es ciudad grande .
Y Mizraim engendró á Ludim , y á Anamim , y á Lehabim , y á Naphtuhim ,
Y á Pathrusim , y á Casluim , de donde salieron los Filisteos , y á Caphtorim .
Y Canaán engendró á Sidón , su primogénito , y á Heth ,
Y al Jebuseo , y al Amorrheo , y al Gergeseo ,
Y al Heveo , y al Araceo , y al Sineo ,
Y al Aradio , y al Samareo , y al Amatheo : y después se derramaron las familias de los Cananeos .
Y fué el término de los Cananeos desde Sidón , viniendo á Gerar hasta Gaza , hasta entrar en Sodoma y Gomorra , Adma , y Zeboim hasta Lasa .
Estos son los hijos de Châm por sus familias , por sus lenguas , en sus tierras , en sus naciones .
También le nacieron hijos á Sem , padre de todos los hijos de Heber , y hermano mayor de Japhet .
Y los hijos de Sem : Elam , y Assur , y Arphaxad , y Lud , y Aram .
Y los hijos de Aram : Uz , y Hul , y Gether , y Mas .
Y Arphaxad engendró á Sala , y Sala engendró á Heber .
Y á Heber nacieron dos hijos : el nombre del uno fué Peleg , porque en sus días fué repartida la tierra ; y el nombre de su hermano , Joctán .
Y Joctán engendró á Almodad , y á Sheleph , y Hazarmaveth , y á Jera ,
Y á Hadoram , y á Uzal , y á Dicla ,
Y á Obal , y á Abimael , y á Seba ,
Y á Ophir , y á Havila , y á Jobad : todos estos fueron hijos de Joctán .
Y fué su habitación desde Mesa viniendo de Sephar , monte á la parte del oriente .
Estos fueron los hijos de Sem por sus familias , por sus lenguas , en sus tierras , en sus naciones .
Estas son las familias de Noé por sus descendencias , en sus naciones ; y de éstos fueron divididas las gentes en la tierra después del diluvio .
ERA entonces toda la tierra de una lengua y unas mismas palabras .
Y aconteció que , como se partieron de oriente , hallaron una vega en la tierra de Shinar , y asentaron allí .
Y dijeron los unos á los otros : Vaya , hagamos ladrillo y cozámoslo con fuego . Y fuéles el ladrillo en lugar de piedra , y el betún en lugar de mezcla .
Y dijeron : Vamos , edifiquémonos una ciudad y una torre , cuya cúspide llegue al cielo ; y hagámonos un nombre , por si fuéremos esparcidos sobre la faz de toda la tierra .
Y descendió Jehová para ver la ciudad y la torre que edificaban los hijos de los hombres .
Y dijo Jehová : He aquí el pueblo es uno , y todos éstos tienen un lenguaje : y han comenzado á obrar , y nada les retraerá ahora de lo que han pensando hacer .
Ahora pues , descendamos , y confundamos allí sus lenguas , para que ninguno entienda el habla de su compañero .
Así los esparció Jehová desde allí sobre la faz de toda la tierra , y dejaron de edificar la ciudad .
Por esto fué llamado el nombre de ella Babel , porque allí confundió Jehová el lenguaje de toda la tierra , y desde allí los esparció sobre la faz de toda la tierra .
Estas son las generaciones de Sem : Sem , de edad de cien años , engendró á Arphaxad , dos años después del diluvio .
Y vivió Sem , después que engendró á Arphaxad , quinientos años , y engendró hijos é hijas .
Y Arphaxad vivió treinta y cinco años , y engendró á Sala .
Y vivió Arphaxad , después que engendró á Sala , cuatrocientos y tres años , y engendró hijos é hijas .
Y vivió Sala treinta años , y engendró á Heber .
Y vivió Sala , después que engendró á Heber , cuatrocientos y tres años , y engendró hijos é hijas .
Y vivió Heber treinta y cuatro años , y engendró á Peleg .
Y vivió Heber , después que engendró á Peleg , cuatrocientos y treinta años , y engendró hijos é hijas .
Y vivió Peleg treinta años , y engendró á Reu .
Y vivió Peleg , después que engendró á Reu , doscientos y nueve años , y engendró hijos é hijas .
Y Reu vivió treinta y dos años , y engendró á Serug .
Y vivió Reu , después que engendró á Serug , doscientos y siete años , y engendró hijos é hijas .
Y vivió Serug treinta años , y engendró á Nachôr .
Y vivió Serug , después que engendró á Nachôr , doscientos años , y engendró hijos é hijas .
Y vivió Nachôr veintinueve años , y engendró á Thare .
Y vivió Nachôr , después que engendró á Thare , ciento diecinueve años , y engendró hijos é hijas .
Y vivió Thare setenta años , y engendró á Abram , y á Nachôr , y á Harán .
Estas son las generaciones de Thare : Thare engendró á Abram , y á Nachôr , y á Harán ; y Harán engendró á Lot .
Y murió Harán antes que su padre Thare en la tierra de su naturaleza , en Ur de los Caldeos .
Y tomaron Abram y Nachôr para sí mujeres : el nombre de la mujer de Abram fué Sarai , y el nombre de la mujer de Nachôr , Milca , hija de Harán , padre de Milca y de Isca .
Mas Sarai fué estéril , y no tenía hijo .
Y tomó Thare á Abram su hijo , y á Lot hijo de Harán , hijo de su hijo , y á Sarai su nuera , mujer de Abram su hijo : y salió con ellos de Ur de los Caldeos , para ir á la tierra de Canaán : y vinieron hasta Harán , y asentaron allí .
Y fueron los días de Thare doscientos y cinco años ; y murió Thare en Harán .
EMPERO Jehová había dicho á Abram : Vete de tu tierra y de tu parentela , y de la casa de tu padre , á la tierra que te mostraré ;
Y haré de ti una nación grande , y bendecirte he , y engrandeceré tu nombre , y serás bendición :
Y bendeciré á los que te bendijeren , y á los que te maldijeren maldeciré : y serán benditas en ti todas las familias de la tierra .
Y fuése Abram , como Jehová le dijo ; y fué con él Lot : y era Abram de edad de setenta y cinco años cuando salió de Harán .
Y tomó Abram á Sarai su mujer , y á Lot hijo de su hermano , y toda su hacienda que habían ganado , y las almas que habían adquirido en Harán , y salieron para ir á tierra de Canaán ; y á tierra de Canaán llegaron .
Y pasó Abram por aquella tierra hasta el lugar de Sichêm , hasta el valle de Moreh : y el Cananeo estaba entonces en la tierra .
Y apareció Jehová á Abram , y le dijo : A tu simiente daré esta tierra . Y edificó allí un altar á Jehová , que le había aparecido .
Y pasóse de allí á un monte al oriente de Bethel , y tendió su tienda , teniendo á Bethel al occidente y Hai al oriente : y edificó allí altar á Jehová , é invocó el nombre de Jehová .
Y movió Abram de allí , caminando y yendo hacia el Mediodía .
Y hubo hambre en la tierra , y descendió Abram á Egipto para peregrinar allá ; porque era grande el hambre en la tierra .
Y aconteció que cuando estaba para entrar en Egipto , dijo á Sarai su mujer : He aquí , ahora conozco que eres mujer hermosa de vista ;
Y será que cuando te habrán visto los Egipcios , dirán : Su mujer es : y me matarán á mí , y á ti te reservarán la vida .
Ahora pues , di que eres mi hermana , para que yo haya bien por causa tuya , y viva mi alma por amor de ti .
Y aconteció que , como entró Abram en Egipto , los Egipcios vieron la mujer que era hermosa en gran manera .
Viéronla también los príncipes de Faraón , y se la alabaron ; y fué llevada la mujer á casa de Faraón :
E hizo bien á Abram por causa de ella ; y tuvo ovejas , y vacas , y asnos , y siervos , y criadas , y asnas y camellos .
Mas Jehová hirió á Faraón y á su casa con grandes plagas , por causa de Sarai mujer de Abram .
Entonces Faraón llamó á Abram , y le dijo : ¿ Qué es esto que has hecho conmigo ? ¿ Por qué no me declaraste que era tu mujer ?
¿ Por qué dijiste : Es mi hermana ? poniéndome en ocasión de tomarla para mí por mujer ? Ahora pues , he aquí tu mujer , tómala y vete .
Entonces Faraón dió orden á sus gentes acerca de Abram ; y le acompañaron , y á su mujer con todo lo que tenía .
SUBIÓ , pues , Abram de Egipto hacia el Mediodía , él , y su mujer , con todo lo que tenía , y con él Lot .
Y Abram era riquísimo en ganado , en plata y oro .
Y volvió por sus jornadas de la parte del Mediodía hacia Bethel , hasta el lugar donde había estado antes su tienda entre Bethel y Hai ;
Al lugar del altar que había hecho allí antes : é invocó allí Abram el nombre de Jehová .
Y asimismo Lot , que andaba con Abram , tenía ovejas , y vacas , y tiendas .
Y la tierra no podía darles para que habitasen juntos : porque su hacienda era mucha , y no podían morar en un mismo lugar .
Y hubo contienda entre los pastores del ganado de Abram y los pastores del ganado de Lot : y el Cananeo y el Pherezeo habitaban entonces en la tierra .
Entonces Abram dijo á Lot : No haya ahora altercado entre mí y ti , entre mis pastores y los tuyos , porque somos hermanos .
¿ No está toda la tierra delante de ti ? Yo te ruego que te apartes de mí . Si fueres á la mano izquierda , yo iré á la derecha : y si tú á la derecha , yo iré á la izquierda .
Y alzó Lot sus ojos , y vió toda la llanura del Jordán , que toda ella era de riego , antes que destruyese Jehová á Sodoma y á Gomorra , como el huerto de Jehová , como la tierra de Egipto entrando en Zoar .
Entonces Lot escogió para sí toda la llanura del Jordán : y partióse Lot de Oriente , y apartáronse el uno del otro .
Abram asentó en la tierra de Canaán , y Lot asentó en las ciudades de la llanura , y fué poniendo sus tiendas hasta Sodoma .
Mas los hombres de Sodoma eran malos y pecadores para con Jehová en gran manera .
Y Jehová dijo á Abram , después que Lot se apartó de él : Alza ahora tus ojos , y mira desde el lugar donde estás hacia el Aquilón , y al Mediodía , y al Oriente y al Occidente ;
Porque toda la tierra que ves , la daré á ti y á tu simiente para siempre .
Y haré tu simiente como el polvo de la tierra : que si alguno podrá contar el polvo de la tierra , también tu simiente será contada .
Levántate , ve por la tierra á lo largo de ella y á su ancho ; porque á ti la tengo de dar .
Abram , pues , removiendo su tienda , vino y moró en el alcornocal de Mamre , que es en Hebrón , y edificó allí altar á Jehová .
Y ACONTECIÓ en los días de Amraphel , rey de Shinar , Arioch , rey de Elazar , Chêdorlaomer , rey de Elá , y Tidal , rey de naciones ,
Que éstos hicieron guerra contra Bera , rey de Sodoma , y contra Birsha , rey de Gomorra , y contra Shinab , rey de Adma , y contra Shemeber , rey de Zeboim , y contra el rey de Bela , la cual es Zoar .
Todos estos se juntaron en el valle de Siddim , que es el mar salado .
Doce años habían servido á Chêdorlaomer , y al décimotercio año se rebelaron .
Y en el año décimocuarto vino Chêdorlaomer , y los reyes que estaban de su parte , y derrotaron á los Raphaitas en Ashteroth - carnaim , á los Zuzitas en Ham , y á los Emitas en Shave - Kiriataim .
Y á los Horeos en el monte de Seir , hasta la llanura de Parán , que está junto al desierto .
Y volvieron , y vinieron á Emmisphat , que es Cades , y devastaron todas las haciendas de los Amalecitas , y también al Amorrheo , que habitaba en Hazezón - tamar .
Y salió el rey de Sodoma , y el rey de Gomorra , y el rey de Adma , y el rey de Zeboim , y el rey de Bela , que es Zoar , y ordenaron contra ellos batalla en el valle de Siddim ;
Es á saber , contra Chêdorlaomer , rey de Elam , y Tidal , rey de naciones , y Amraphel , rey de Shinar , y Arioch , rey de Elasar ; cuatro reyes contra cinco .
Y el valle de Siddim estaba lleno de pozos de betún : y huyeron el rey de Sodoma y el de Gomorra , y cayeron allí ; y los demás huyeron al monte .
Y tomaron toda la riqueza de Sodoma y de Gomorra , y todas sus vituallas , y se fueron .
Tomaron también á Lot , hijo del hermano de Abram , que moraba en Sodoma , y su hacienda , y se fueron .
Y vino uno de los que escaparon , y denunciólo á Abram el Hebreo , que habitaba en el valle de Mamre Amorrheo , hermano de Eschôl y hermano de Aner , los cuales estaban confederados con Abram .
Y oyó Abram que su hermano estaba prisionero , y armó sus criados , los criados de su casa , trescientos dieciocho , y siguiólos hasta Dan .
Y derramóse sobre ellos de noche él y sus siervos , é hiriólos , y fuélos siguiendo hasta Hobah , que está á la izquierda de Damasco .
Y recobró todos los bienes , y también á Lot su hermano y su hacienda , y también las mujeres y gente .
Y salió el rey de Sodoma á recibirlo , cuando volvía de la derrota de Chêdorlaomer y de los reyes que con él estaban , al valle de Shave , que es el valle del Rey .
Entonces Melchîsedec , rey de Salem , sacó pan y vino ; el cual era sacerdote del Dios alto ;
Y bendíjole , y dijo : Bendito sea Abram del Dios alto , poseedor de los cielos y de la tierra ;
Y bendito sea el Dios alto , que entregó tus enemigos en tu mano . Y dióle Abram los diezmos de todo .
Entonces el rey de Sodoma dijo á Abram : Dame las personas , y toma para ti la hacienda .
Y respondió Abram al rey de Sodoma : He alzado mi mano á Jehová Dios alto , poseedor de los cielos y de la tierra ,
Que desde un hilo hasta la correa de un calzado , nada tomaré de todo lo que es tuyo , porque no digas : Yo enriquecí á Abram :
Sacando solamente lo que comieron los mancebos , y la porción de los varones que fueron conmigo , Aner , Eschôl , y Mamre ; los cuales tomarán su parte .
DESPUÉS de estas cosas fué la palabra de Jehová á Abram en visión , diciendo : No temas , Abram ; yo soy tu escudo , y tu galardón sobremanera grande .
Y respondió Abram : Señor Jehová ¿ qué me has de dar , siendo así que ando sin hijo , y el mayordomo de mi casa es ese Damasceno Eliezer ?
Dijo más Abram : Mira que no me has dado prole , y he aquí que es mi heredero uno nacido en mi casa .
Y luego la palabra de Jehová fué á él diciendo : No te heredará éste , sino el que saldrá de tus entrañas será el que te herede .
Y sacóle fuera , y dijo : Mira ahora á los cielos , y cuenta las estrellas , si las puedes contar . Y le dijo : Así será tu simiente .
Y creyó á Jehová , y contóselo por justicia .
Y díjole : Yo soy Jehová , que te saqué de Ur de los Caldeos , para darte á heredar esta tierra .
Y él respondió : Señor Jehová , ¿ en qué conoceré que la tengo de heredar ?
Y le dijo : Apártame una becerra de tres años , y una cabra de tres años , y un carnero de tres años , una tórtola también , y un palomino .
Y tomó él todas estas cosas , y partiólas por la mitad , y puso cada mitad una enfrente de otra ; mas no partió las aves .
Y descendían aves sobre los cuerpos muertos , y ojeábalas Abram .
Mas á la caída del sol sobrecogió el sueño á Abram , y he aquí que el pavor de una grande obscuridad cayó sobre él .
Entonces dijo á Abram : Ten por cierto que tu simiente será peregrina en tierra no suya , y servirá á los de allí , y serán por ellos afligidos cuatrocientos años .
Mas también á la gente á quien servirán , juzgaré yo ; y después de esto saldrán con grande riqueza .
Y tú vendrás á tus padres en paz , y serás sepultado en buena vejez .
Y en la cuarta generación volverán acá : porque aun no está cumplida la maldad del Amorrheo hasta aquí .
Y sucedió que puesto el sol , y ya obscurecido , dejóse ver un horno humeando , y una antorcha de fuego que pasó por entre los animales divididos .
En aquel día hizo Jehová un pacto con Abram diciendo : A tu simiente daré esta tierra desde el río de Egipto hasta el río grande , el río Eufrates ;
Los Cineos , y los Ceneceos , y los Cedmoneos ,
Y los Hetheos , y los Pherezeos , y los Raphaitas ,
Y los Amorrheos , y los Cananeos , y los Gergeseos , y los Jebuseos .
Y SARAI , mujer de Abram , no le paría : y ella tenía una sierva egipcia , que se llamaba Agar .
Dijo , pues , Sarai á Abram : Ya ves que Jehová me ha hecho estéril : ruégote que entres á mi sierva ; quizá tendré hijos de ella . Y atendió Abram al dicho de Sarai .
Y Sarai , mujer de Abram , tomó á Agar su sierva egipcia , al cabo de diez años que había habitado Abram en la tierra de Canaán , y dióla á Abram su marido por mujer .
Y él cohabitó con Agar , la cual concibió : y cuando vió que había concebido , miraba con desprecio á su señora .
Entonces Sarai dijo á Abram : Mi afrenta sea sobre ti : yo puse mi sierva en tu seno , y viéndose embarazada , me mira con desprecio ; juzgue Jehová entre mí y ti .
Y respondió Abram á Sarai : He ahí tu sierva en tu mano , haz con ella lo que bien te pareciere . Y como Sarai la afligiese , huyóse de su presencia .
Y hallóla el ángel de Jehová junto á una fuente de agua en el desierto , junto á la fuente que está en el camino del Sur .
Y le dijo : Agar , sierva de Sarai , ¿ de dónde vienes tú , y á dónde vas ? Y ella respondió : Huyo de delante de Sarai , mi señora .
Y díjole el ángel de Jehová : Vuélvete á tu señora , y ponte sumisa bajo de su mano .
Díjole también el ángel de Jehová : Multiplicaré tanto tu linaje , que no será contado á causa de la muchedumbre .
Díjole aún el ángel de Jehová : He aquí que has concebido , y parirás un hijo , y llamarás su nombre Ismael , porque oído ha Jehová tu aflicción .
Y él será hombre fiero ; su mano contra todos , y las manos de todos contra él , y delante de todos sus hermanos habitará .
Entonces llamó el nombre de Jehová que con ella hablaba : Tú eres el Dios de la vista ; porque dijo : ¿ No he visto también aquí al que me ve ?
Por lo cual llamó al pozo , Pozo del Viviente que me ve . He aquí está entre Cades y Bered .
Y parió Agar á Abram un hijo , y llamó Abram el nombre de su hijo que le parió Agar , Ismael .
Y era Abram de edad de ochenta y seis años , cuando parió Agar á Ismael .
Y SIENDO Abram de edad de noventa y nueve años , aparecióle Jehová , y le dijo : Yo soy el Dios Todopoderoso ; anda delante de mí , y sé perfecto .
Y pondré mi pacto entre mí y ti , y multiplicarte he mucho en gran manera .
Entonces Abram cayó sobre su rostro , y Dios habló con él diciendo :
Yo , he aquí mi pacto contigo : Serás padre de muchedumbre de gentes :
Y no se llamará más tu nombre Abram , sino que será tu nombre Abraham , porque te he puesto por padre de muchedumbre de gentes .
Y multiplicarte he mucho en gran manera , y te pondré en gentes , y reyes saldrán de ti .
Y estableceré mi pacto entre mí y ti , y tu simiente después de ti en sus generaciones , por alianza perpetua , para serte á ti por Dios , y á tu simiente después de ti .
Y te daré á ti , y á tu simiente después de ti , la tierra de tus peregrinaciones , toda la tierra de Canaán en heredad perpetua ; y seré el Dios de ellos .
Dijo de nuevo Dios á Abraham : Tú empero guardarás mi pacto , tú y tu simiente después de ti por sus generaciones .
Este será mi pacto , que guardaréis entre mí y vosotros y tu simiente después de ti : Será circuncidado todo varón de entre vosotros .
Circuncidaréis , pues , la carne de vuestro prepucio , y será por señal del pacto entre mí y vosotros .
Y de edad de ocho días será circuncidado todo varón entre vosotros por vuestras generaciones : el nacido en casa , y el comprado á dinero de cualquier extranjero , que no fuere de tu simiente .
Debe ser circuncidado el nacido en tu casa , y el comprado por tu dinero : y estará mi pacto en vuestra carne para alianza perpetua .
Y el varón incircunciso que no hubiere circuncidado la carne de su prepucio , aquella persona será borrada de su pueblo ; ha violado mi pacto .
Dijo también Dios á Abraham : A Sarai tu mujer no la llamarás Sarai , mas Sara será su nombre .
Y bendecirla he , y también te daré de ella hijo ; sí , la bendeciré , y vendrá á ser madre de naciones ; reyes de pueblos serán de ella .
Entonces Abraham cayó sobre su rostro , y rióse , y dijo en su corazón : ¿ A hombre de cien años ha de nacer hijo ? ¿ y Sara , ya de noventa años , ha de parir ?
Y dijo Abraham á Dios : Ojalá Ismael viva delante de ti .
Y respondió Dios : Ciertamente Sara tu mujer te parirá un hijo , y llamarás su nombre Isaac ; y confirmaré mi pacto con él por alianza perpetua para su simiente después de él .
Y en cuanto á Ismael , también te he oído : he aquí que le bendeciré , y le haré fructificar y multiplicar mucho en gran manera : doce príncipes engendrará , y ponerlo he por gran gente .
Mas yo estableceré mi pacto con Isaac , al cual te parirá Sara por este tiempo el año siguiente .
Y acabó de hablar con él , y subió Dios de con Abraham .
Entonces tomó Abraham á Ismael su hijo , y á todos los siervos nacidos en su casa , y á todos los comprados por su dinero , á todo varón entre los domésticos de la casa de Abraham , y circuncidó la carne del prepucio de ellos en aquel mismo día , como Dios le había dicho .
Era Abraham de edad de noventa y nueve años cuando circuncidó la carne de su prepucio .
E Ismael su hijo era de trece años , cuando fué circuncidada la carne de su prepucio .
En el mismo día fué circuncidado Abraham é Ismael su hijo .
Y todos los varones de su casa , el siervo nacido en casa , y el comprado por dinero del extranjero , fueron circuncidados con él .
Y APARECIÓLE Jehová en el valle de Mamre , estando él sentado á la puerta de su tienda en el calor del día .
Y alzó sus ojos y miró , y he aquí tres varones que estaban junto á él : y cuando los vió , salió corriendo de la puerta de su tienda á recibirlos , é inclinóse hacia la tierra ,
Y dijo : Señor , si ahora he hallado gracia en tus ojos , ruégote que no pases de tu siervo .
Que se traiga ahora un poco de agua , y lavad vuestros pies ; y recostaos debajo de un árbol ,
Y traeré un bocado de pan , y sustentad vuestro corazón ; después pasaréis : porque por eso habéis pasado cerca de vuestro siervo . Y ellos dijeron : Haz así como has dicho .
Entonces Abraham fué de priesa á la tienda á Sara , y le dijo : Toma presto tres medidas de flor de harina , amasa y haz panes cocidos debajo del rescoldo .
Y corrió Abraham á las vacas , y tomó un becerro tierno y bueno , y diólo al mozo , y dióse éste priesa á aderezarlo .
Tomó también manteca y leche , y el becerro que había aderezado , y púsolo delante de ellos ; y él estaba junto á ellos debajo del árbol ; y comieron .
Y le dijeron : ¿ Dónde está Sara tu mujer ? Y él respondió : Aquí en la tienda .
Entonces dijo : De cierto volveré á ti según el tiempo de la vida , y he aquí , tendrá un hijo Sara tu mujer . Y Sara escuchaba á la puerta de la tienda , que estaba detrás de él .
Y Abraham y Sara eran viejos , entrados en días : á Sara había cesado ya la costumbre de las mujeres .
Rióse , pues , Sara entre sí , diciendo : ¿ Después que he envejecido tendré deleite , siendo también mi señor ya viejo ?
Entonces Jehová dijo á Abraham : ¿ Por qué se ha reído Sara diciendo : Será cierto que he de parir siendo ya vieja ?
¿ Hay para Dios alguna cosa difícil ? Al tiempo señalado volveré á ti , según el tiempo de la vida , y Sara tendrá un hijo .
Entonces Sara negó diciendo : No me reí ; porque tuvo miedo . Y él dijo : No es así , sino que te has reído .
Y los varones se levantaron de allí , y miraron hacia Sodoma : y Abraham iba con ellos acompañándolos .
Y Jehová dijo : ¿ Encubriré yo á Abraham lo que voy á hacer ,
Habiendo de ser Abraham en una nación grande y fuerte , y habiendo de ser benditas en él todas las gentes de la tierra ?
Porque yo lo he conocido , sé que mandará á sus hijos y á su casa después de sí , que guarden el camino de Jehová , haciendo justicia y juicio , para que haga venir Jehová sobre Abraham lo que ha hablado acerca de él .
Entonces Jehová le dijo : Por cuanto el clamor de Sodoma y Gomorra se aumenta más y más , y el pecado de ellos se ha agravado en extremo ,
Descenderé ahora , y veré si han consumado su obra según el clamor que ha venido hasta mí ; y si no , saberlo he .
Y apartáronse de allí los varones , y fueron hacia Sodoma : mas Abraham estaba aún delante de Jehová .
Y acercóse Abraham y dijo : ¿ Destruirás también al justo con el impío ?
Quizá hay cincuenta justos dentro de la ciudad : ¿ destruirás también y no perdonarás al lugar por cincuenta justos que estén dentro de él ?
Lejos de ti el hacer tal , que hagas morir al justo con el impío , y que sea el justo tratado como el impío ; nunca tal hagas . El juez de toda la tierra , ¿ no ha de hacer lo que es justo ?
Entonces respondió Jehová : Si hallare en Sodoma cincuenta justos dentro de la ciudad , perdonaré á todo este lugar por amor de ellos .
Y Abraham replicó y dijo : He aquí ahora que he comenzado á hablar á mi Señor , aunque soy polvo y ceniza :
Quizá faltarán de cincuenta justos cinco : ¿ destruirás por aquellos cinco toda la ciudad ? Y dijo : No la destruiré , si hallare allí cuarenta y cinco .
Y volvió á hablarle , y dijo : Quizá se hallarán allí cuarenta . Y respondió : No lo haré por amor de los cuarenta .
Y dijo : No se enoje ahora mi Señor , si hablare : quizá se hallarán allí treinta . Y respondió : No lo haré si hallare allí treinta .
Y dijo : He aquí ahora que he emprendido el hablar á mi Señor : quizá se hallarán allí veinte . No la destruiré , respondió , por amor de los veinte .
Y volvió á decir : No se enoje ahora mi Señor , si hablare solamente una vez : quizá se hallarán allí diez . No la destruiré , respondió , por amor de los diez .
Y fuése Jehová , luego que acabó de hablar á Abraham : y Abraham se volvió á su lugar .
LLEGARON , pues , los dos ángeles á Sodoma á la caída de la tarde : y Lot estaba sentado á la puerta de Sodoma . Y viéndolos Lot , levantóse á recibirlos , é inclinóse hacia el suelo ;
Y dijo : Ahora , pues , mis señores , os ruego que vengáis á casa de vuestro siervo y os hospedéis , y lavaréis vuestros pies : y por la mañana os levantaréis , y seguiréis vuestro camino . Y ellos respondieron : No , que en la plaza nos quedaremos esta noche .
Mas él porfió con ellos mucho , y se vinieron con él , y entraron en su casa ; é hízoles banquete , y coció panes sin levadura , y comieron .
Y antes que se acostasen , cercaron la casa los hombres de la ciudad , los varones de Sodoma , todo el pueblo junto , desde el más joven hasta el más viejo ;
Y llamaron á Lot , y le dijeron : ¿ Dónde están los varones que vinieron á ti esta noche ? sácanoslos , para que los conozcamos .
Entonces Lot salió á ellos á la puerta , y cerró las puertas tras sí ,
Y dijo : Os ruego , hermanos míos , que no hagáis tal maldad .
He aquí ahora yo tengo dos hijas que no han conocido varón ; os las sacaré afuera , y haced de ellas como bien os pareciere : solamente á estos varones no hagáis nada , pues que vinieron á la sombra de mi tejado .
Y ellos respondieron : Quita allá : y añadieron : Vino éste aquí para habitar como un extraño , ¿ y habrá de erigirse en juez ? Ahora te haremos más mal que á ellos . Y hacían gran violencia al varón , á Lot , y se acercaron para romper las puertas .
Entonces los varones alargaron la mano , y metieron á Lot en casa con ellos , y cerraron las puertas .
Y á los hombres que estaban á la puerta de la casa desde el menor hasta el mayor , hirieron con ceguera ; mas ellos se fatigaban por hallar la puerta .
Y dijeron los varones á Lot : ¿ Tienes aquí alguno más ? Yernos , y tus hijos y tus hijas , y todo lo que tienes en la ciudad , sáca lo de este lugar :
Porque vamos á destruir este lugar , por cuanto el clamor de ellos ha subido de punto delante de Jehová ; por tanto Jehová nos ha enviado para destruirlo .
Entonces salió Lot , y habló á sus yernos , los que habían de tomar sus hijas , y les dijo : Levantaos , salid de este lugar ; porque Jehová va á destruir esta ciudad . Mas pareció á sus yernos como que se burlaba .
Y al rayar el alba , los ángeles daban prisa á Lot , diciendo : Levántate , toma tu mujer , y tus dos hijas que se hallan aquí , porque no perezcas en el castigo de la ciudad .
Y deteniéndose él , los varones asieron de su mano , y de la mano de su mujer , y de las manos de sus dos hijas , según la misericordia de Jehová para con él ; y le sacaron , y le pusieron fuera de la ciudad .
Y fué que cuando los hubo sacado fuera , dijo : Escapa por tu vida ; no mires tras ti , ni pares en toda esta llanura ; escapa al monte , no sea que perezcas .
Y Lot les dijo : No , yo os ruego , señores míos ;
He aquí ahora ha hallado tu siervo gracia en tus ojos , y has engrandecido tu misericordia que has hecho conmigo dándome la vida ; mas yo no podré escapar al monte , no sea caso que me alcance el mal , y muera .
He aquí ahora esta ciudad está cerca para huir allá , la cual es pequeña ; escaparé ahora allá , ( ¿ no es ella pequeña ? ) y vivirá mi alma .
Y le respondió : He aquí he recibido también tu súplica sobre esto , y no destruiré la ciudad de que has hablado .
Date priesa , escápate allá ; porque nada podré hacer hasta que allí hayas llegado . Por esto fué llamado el nombre de la ciudad , Zoar .
El sol salía sobre la tierra , cuando Lot llegó á Zoar .
Entonces llovió Jehová sobre Sodoma y sobre Gomorra azufre y fuego de parte de Jehová desde los cielos ;
Y destruyó las ciudades , y toda aquella llanura , con todos los moradores de aquellas ciudades , y el fruto de la tierra .
Entonces la mujer de Lot miró atrás , á espaldas de él , y se volvió estatua de sal .
Y subió Abraham por la mañana al lugar donde había estado delante de Jehová :
Y miró hacia Sodoma y Gomorra , y hacia toda la tierra de aquella llanura miró ; y he aquí que el humo subía de la tierra como el humo de un horno .
Así fué que , cuando destruyó Dios las ciudades de la llanura , acordóse Dios de Abraham , y envió fuera á Lot de en medio de la destrucción , al asolar las ciudades donde Lot estaba .
Empero Lot subió de Zoar , y asentó en el monte , y sus dos hijas con él ; porque tuvo miedo de quedar en Zoar , y se alojó en una cueva él y sus dos hijas .
Entonces la mayor dijo á la menor : Nuestro padre es viejo , y no queda varón en la tierra que entre á nosotras conforme á la costumbre de toda la tierra :
Ven , demos á beber vino á nuestro padre , y durmamos con él , y conservaremos de nuestro padre generación .
Y dieron á beber vino á su padre aquella noche : y entró la mayor , y durmió con su padre ; mas él no sintió cuándo se acostó ella , ni cuándo se levantó .
El día siguiente dijo la mayor á la menor : He aquí yo dormí la noche pasada con mi padre ; démosle á beber vino también esta noche , y entra y duerme con él , para que conservemos de nuestro padre generación .
Y dieron á beber vino á su padre también aquella noche : y levantóse la menor , y durmió con él ; pero no echó de ver cuándo se acostó ella , ni cuándo se levantó .
Y concibieron las dos hijas de Lot , de su padre .
Y parió la mayor un hijo , y llamó su nombre Moab , el cual es padre de los Moabitas hasta hoy .
La menor también parió un hijo , y llamó su nombre Ben - ammí , el cual es padre de los Ammonitas hasta hoy .
DE allí partió Abraham á la tierra del Mediodía , y asentó entre Cades y Shur , y habitó como forastero en Gerar .
Y dijo Abraham de Sara su mujer : Mi hermana es . Y Abimelech , rey de Gerar , envió y tomó á Sara .
Empero Dios vino á Abimelech en sueños de noche , y le dijo : He aquí muerto eres á causa de la mujer que has tomado , la cual es casada con marido .
Mas Abimelech no había llegado á ella , y dijo : Señor , ¿ matarás también la gente justa ?
¿ No me dijo él : Mi hermana es ; y ella también dijo : Es mi hermano ? Con sencillez de mi corazón , y con limpieza de mis manos he hecho esto .
Y díjole Dios en sueños : Yo también sé que con integridad de tu corazón has hecho esto ; y yo también te detuve de pecar contra mí , y así no te permití que la tocases .
Ahora , pues , vuelve la mujer á su marido ; porque es profeta , y orará por ti , y vivirás . Y si tú no la volvieres , sabe que de cierto morirás , con todo lo que fuere tuyo .
Entonces Abimelech se levantó de mañana , y llamó á todos sus siervos , y dijo todas estas palabras en los oídos de ellos ; y temieron los hombres en gran manera .
Después llamó Abimelech á Abraham , y le dijo : ¿ Qué nos has hecho ? ¿ y en qué pequé yo contra ti , que has atraído sobre mí y sobre mi reino tan gran pecado ? lo que no debiste hacer has hecho conmigo .
Y dijo más Abimelech á Abraham : ¿ Qué viste para que hicieses esto ?
Y Abraham respondió : Porque dije para mí : Cierto no hay temor de Dios en este lugar , y me matarán por causa de mi mujer .
Y á la verdad también es mi hermana , hija de mi padre , mas no hija de mi madre , y toméla por mujer .
Y fué que , cuando Dios me hizo salir errante de la casa de mi padre , yo le dije : Esta es la merced que tú me harás , que en todos los lugares donde llegáremos , digas de mí : Mi hermano es .
Entonces Abimelech tomó ovejas y vacas , y siervos y siervas , y diólo á Abraham , y devolvióle á Sara su mujer .
Y dijo Abimelech : He aquí mi tierra está delante de ti , habita donde bien te pareciere .
Y á Sara dijo : He aquí he dado mil monedas de plata á tu hermano ; mira que él te es por velo de ojos para todos los que están contigo , y para con todos : así fué reprendida .
Entonces Abraham oró á Dios ; y Dios sanó á Abimelech y á su mujer , y á sus siervas , y parieron .
Porque había del todo cerrado Jehová toda matriz de la casa de Abimelech , á causa de Sara mujer de Abraham .
Y VISITÓ Jehová á Sara , como había dicho , é hizo Jehová con Sara como había hablado .
Y concibió y parió Sara á Abraham un hijo en su vejez , en el tiempo que Dios le había dicho .
Y llamó Abraham el nombre de su hijo que le nació , que le parió Sara , Isaac .
Y circuncidó Abraham á su hijo Isaac de ocho días , como Dios le había mandado .
Y era Abraham de cien años , cuando le nació Isaac su hijo .
Entonces dijo Sara : Dios me ha hecho reir , y cualquiera que lo oyere , se reirá conmigo .
Y añadió : ¿ Quién dijera á Abraham que Sara había de dar de mamar á hijos ? pues que le he parido un hijo á su vejez .
Y creció el niño , y fué destetado ; é hizo Abraham gran banquete el día que fué destetado Isaac .
Y vió Sara al hijo de Agar la Egipcia , el cual había ésta parido á Abraham , que se burlaba .
Por tanto dijo á Abraham : Echa á esta sierva y á su hijo ; que el hijo de esta sierva no ha de heredar con mi hijo , con Isaac .
Este dicho pareció grave en gran manera á Abraham á causa de su hijo .
Entonces dijo Dios á Abraham : No te parezca grave á causa del muchacho y de tu sierva ; en todo lo que te dijere Sara , oye su voz , porque en Isaac te será llamada descendencia .
Y también al hijo de la sierva pondré en gente , porque es tu simiente .
Entonces Abraham se levantó muy de mañana , y tomó pan , y un odre de agua , y diólo á Agar , poniéndolo sobre su hombro , y entrególe el muchacho , y despidióla . Y ella partió , y andaba errante por el desierto de Beer - seba .
Y faltó el agua del odre , y echó al muchacho debajo de un árbol ;
Y fuése y sentóse enfrente , alejándose como un tiro de arco ; porque decía : No veré cuando el muchacho morirá : y sentóse enfrente , y alzó su voz y lloró .
Y oyó Dios la voz del muchacho ; y el ángel de Dios llamó á Agar desde el cielo , y le dijo : ¿ Qué tienes , Agar ? No temas ; porque Dios ha oído la voz del muchacho en donde está .
Levántate , alza al muchacho , y ásele de tu mano , porque en gran gente lo tengo de poner .
Entonces abrió Dios sus ojos , y vió una fuente de agua ; y fué , y llenó el odre de agua , y dió de beber al muchacho .
Y fué Dios con el muchacho ; y creció , y habitó en el desierto , y fué tirador de arco .
Y habitó en el desierto de Parán ; y su madre le tomó mujer de la tierra de Egipto .
Y aconteció en aquel mismo tiempo que habló Abimelech , y Phicol , príncipe de su ejército , á Abraham diciendo : Dios es contigo en todo cuanto haces :
Ahora pues , júrame aquí por Dios , que no faltarás á mí , ni á mi hijo , ni á mi nieto ; sino que conforme á la bondad que yo hice contigo , harás tú conmigo , y con la tierra donde has peregrinado .
Y respondió Abraham : Yo juraré .
Y Abraham reconvino á Abimelech á causa de un pozo de agua , que los siervos de Abimelech le habían quitado .
Y respondió Abimelech : No sé quién haya hecho esto , ni tampoco tú me lo hiciste saber , ni yo lo he oído hasta hoy .
Y tomó Abraham ovejas y vacas , y dió á Abimelech ; é hicieron ambos alianza .
Y puso Abraham siete corderas del rebaño aparte .
Y dijo Abimelech á Abraham : ¿ Qué significan esas siete corderas que has puesto aparte ?
Y él respondió : Que estas siete corderas tomarás de mi mano , para que me sean en testimonio de que yo cavé este pozo .
Por esto llamó á aquel lugar Beer - seba ; porque allí juraron ambos .
Así hicieron alianza en Beer - seba : y levantóse Abimelech , y Phicol , príncipe de su ejército , y se volvieron á tierra de los Filisteos .
Y plantó Abraham un bosque en Beer - seba , é invocó allí el nombre de Jehová Dios eterno .
Y moró Abraham en tierra de los Filisteos muchos días .
Y ACONTECIÓ después de estas cosas , que tentó Dios á Abraham , y le dijo : Abraham . Y él respondió : Heme aquí .
Y dijo : Toma ahora tu hijo , tu único , Isaac , á quien amas , y vete á tierra de Moriah , y ofrécelo allí en holocausto sobre uno de los montes que yo te diré .
Y Abraham se levantó muy de mañana , y enalbardó su asno , y tomó consigo dos mozos suyos , y á Isaac su hijo : y cortó leña para el holocausto , y levantóse , y fué al lugar que Dios le dijo .
Al tercer día alzó Abraham sus ojos , y vió el lugar de lejos .
Entonces dijo Abraham á sus mozos : Esperaos aquí con el asno , y yo y el muchacho iremos hasta allí , y adoraremos , y volveremos á vosotros .
Y tomó Abraham la leña del holocausto , y púsola sobre Isaac su hijo : y él tomó en su mano el fuego y el cuchillo ; y fueron ambos juntos .
Entonces habló Isaac á Abraham su padre , y dijo : Padre mío . Y él respondió : Heme aquí , mi hijo . Y él dijo : He aquí el fuego y la leña ; mas ¿ dónde está el cordero para el holocausto ?
Y respondió Abraham : Dios se proveerá de cordero para el holocausto , hijo mío . E iban juntos .
Y como llegaron al lugar que Dios le había dicho , edificó allí Abraham un altar , y compuso la leña , y ató á Isaac su hijo , y púsole en el altar sobre la leña .
Y extendió Abraham su mano , y tomó el cuchillo , para degollar á su hijo .
Entonces el ángel de Jehová le dió voces del cielo , y dijo : Abraham , Abraham . Y él respondió : Heme aquí .
Y dijo : No extiendas tu mano sobre el muchacho , ni le hagas nada ; que ya conozco que temes á Dios , pues que no me rehusaste tu hijo , tu único .
Entonces alzó Abraham sus ojos , y miró , y he aquí un carnero á sus espaldas trabado en un zarzal por sus cuernos : y fué Abraham , y tomó el carnero , y ofrecióle en holocausto en lugar de su hijo .
Y llamó Abraham el nombre de aquel lugar , Jehová proveerá . Por tanto se dice hoy : En el monte de Jehová será provisto .
Y llamó el ángel de Jehová á Abraham segunda vez desde el cielo ,
Y dijo : Por mí mismo he jurado , dice Jehová , que por cuanto has hecho esto , y no me has rehusado tu hijo , tu único ;
Bendiciendo te bendeciré , y multiplicando multiplicaré tu simiente como las estrellas del cielo , y como la arena que está á la orilla del mar ; y tu simiente poseerá las puertas de sus enemigos :
En tu simiente serán benditas todas las gentes de la tierra , por cuanto obedeciste á mi voz .
Y tornóse Abraham á sus mozos , y levantáronse y se fueron juntos á Beer - seba ; y habitó Abraham en Beer - seba .
Y aconteció después de estas cosas , que fué dada nueva á Abraham , diciendo : He aquí que también Milca ha parido hijos á Nachôr tu hermano :
A Huz su primogénito , y á Buz su hermano , y á Kemuel padre de Aram ,
Y á Chêsed , y á Hazo , y á Pildas , y á Jidlaph , y á Bethuel .
Y Bethuel engendró á Rebeca . Estos ocho parió Milca á Nachôr , hermano de Abraham .
Y su concubina , que se llamaba Reúma , parió también á Teba , y á Gaham , y á Taas , y á Maachâ .
Y FUÉ la vida de Sara ciento veintisiete años : tantos fueron los años de la vida de Sara .
Y murió Sara en Kiriath - arba , que es Hebrón , en la tierra de Canaán : y vino Abraham á hacer el duelo á Sara , y á llorarla .
Y levantóse Abraham de delante de su muerto , y habló á los hijos de Heth , diciendo :
Peregrino y advenedizo soy entre vosotros ; dadme heredad de sepultura con vosotros , y sepultaré mi muerto de delante de mí .
Y respondieron los hijos de Heth á Abraham , y dijéronle :
Oyenos , señor mío , eres un príncipe de Dios entre nosotros ; en lo mejor de nuestras sepulturas sepulta á tu muerto ; ninguno de nosotros te impedirá su sepultura , para que entierres tu muerto .
Y Abraham se levantó , é inclinóse al pueblo de aquella tierra , á los hijos de Heth ;
Y habló con ellos , diciendo : Si tenéis voluntad que yo sepulte mi muerto de delante de mí , oidme , é interceded por mí con Ephrón , hijo de Zohar ,
Para que me dé la cueva de Macpela , que tiene al cabo de su heredad : que por su justo precio me la dé , para posesión de sepultura en medio de vosotros .
Este Ephrón hallábase entre los hijos de Heth : y respondió Ephrón Hetheo á Abraham , en oídos de los hijos de Heth , de todos los que entraban por la puerta de su ciudad , diciendo :
No , señor mío , óyeme : te doy la heredad , y te doy también la cueva que está en ella ; delante de los hijos de mi pueblo te la doy ; sepulta tu muerto .
Y Abraham se inclinó delante del pueblo de la tierra .
Y respondió á Ephrón en oídos del pueblo de la tierra , diciendo : Antes , si te place , ruégote que me oigas ; yo daré el precio de la heredad , tómalo de mí , y sepultaré en ella mi muerto .
Y respondió Ephrón á Abraham , diciéndole :
Señor mío , escúchame : la tierra vale cuatrocientos siclos de plata : ¿ qué es esto entre mí y ti ? entierra pues tu muerto .
Entonces Abraham se convino con Ephrón , y pesó Abraham á Ephrón el dinero que dijo , oyéndolo los hijos de Heth , cuatrocientos siclos de plata , de buena ley entre mercaderes .
Y quedó la heredad de Ephrón que estaba en Macpela enfrente de Mamre , la heredad y la cueva que estaba en ella , y todos los árboles que había en la heredad , y en todo su término al derredor ,
Por de Abraham en posesión , á vista de los hijos de Heth , y de todos los que entraban por la puerta de la ciudad .
Y después de esto sepultó Abraham á Sara su mujer en la cueva de la heredad de Macpela enfrente de Mamre , que es Hebrón en la tierra de Canaán .
Y quedó la heredad y la cueva que en ella había , por de Abraham , en posesión de sepultura adquirida de los hijos de Heth .
Y ABRAHAM era viejo , y bien entrado en días ; y Jehová había bendecido á Abraham en todo .
Y dijo Abraham á un criado suyo , el más viejo de su casa , que era el que gobernaba en todo lo que tenía : Pon ahora tu mano debajo de mi muslo ,
Y te juramentaré por Jehová , Dios de los cielos y Dios de la tierra , que no has de tomar mujer para mi hijo de las hijas de los Cananeos , entre los cuales yo habito ;
Sino que irás á mi tierra y á mi parentela , y tomarás mujer para mi hijo Isaac .
Y el criado le respondió : Quizá la mujer no querrá venir en pos de mí á esta tierra : ¿ volveré , pues , tu hijo á la tierra de donde saliste ?
Y Abraham le dijo : Guárdate que no vuelvas á mi hijo allá .
Jehová , Dios de los cielos , que me tomó de la casa de mi padre y de la tierra de mi parentela , y me habló y me juró , diciendo : A tu simiente daré esta tierra ; él enviará su ángel delante de ti , y tú tomarás de allá mujer para mi hijo .
Y si la mujer no quisiere venir en pos de ti , serás libre de este mi juramento ; solamente que no vuelvas allá á mi hijo .
Entonces el criado puso su mano debajo del muslo de Abraham su señor , y juróle sobre este negocio .
Y el criado tomó diez camellos de los camellos de su señor , y fuése , pues tenía á su disposición todos los bienes de su señor : y puesto en camino , llegó á Mesopotamia , á la ciudad de Nachôr .
E hizo arrodillar los camellos fuera de la ciudad , junto á un pozo de agua , á la hora de la tarde , á la hora en que salen las mozas por agua .
Y dijo : Jehová , Dios de mi señor Abraham , dame , te ruego , el tener hoy buen encuentro , y haz misericordia con mi señor Abraham .
He aquí yo estoy junto á la fuente de agua , y las hijas de los varones de esta ciudad salen por agua :
Sea , pues , que la moza á quien yo dijere : Baja tu cántaro , te ruego , para que yo beba ; y ella respondiere : Bebe , y también daré de beber á tus camellos : que sea ésta la que tú has destinado para tu siervo Isaac ; y en esto conoceré que habrás hecho misericordia con mi señor .
Y aconteció que antes que él acabase de hablar , he aquí Rebeca , que había nacido á Bethuel , hijo de Milca , mujer de Nachôr hermano de Abraham , la cual salía con su cántaro sobre su hombro .
Y la moza era de muy hermoso aspecto , virgen , á la que varón no había conocido ; la cual descendió á la fuente , y llenó su cántaro , y se volvía .
Entonces el criado corrió hacia ella , y dijo : Ruégote que me des á beber un poco de agua de tu cántaro .
Y ella respondió : Bebe , señor mío : y dióse prisa á bajar su cántaro sobre su mano , y le dió á beber .
Y cuando acabó de darle á beber , dijo : También para tus camellos sacaré agua , hasta que acaben de beber .
Y dióse prisa , y vació su cántaro en la pila , y corrió otra vez al pozo para sacar agua , y sacó para todos sus camellos .
Y el hombre estaba maravillado de ella , callando , para saber si Jehová había prosperado ó no su viaje .
Y fué que como los camellos acabaron de beber , presentóle el hombre un pendiente de oro que pesaba medio siclo , y dos brazaletes que pesaban diez :
Y dijo : ¿ De quién eres hija ? Ruégote me digas , ¿ hay lugar en casa de tu padre donde posemos ?
Y ella respondió : Soy hija de Bethuel , hijo de Milca , el cual parió ella á Nachôr .
Y añadió : También hay en nuestra casa paja y mucho forraje , y lugar para posar .
El hombre entonces se inclinó , y adoró á Jehová .
Y dijo : Bendito sea Jehová , Dios de mi amo Abraham , que no apartó su misericordia y su verdad de mi amo , guiándome Jehová en el camino á casa de los hermanos de mi amo .
Y la moza corrió , é hizo saber en casa de su madre estas cosas .
Y Rebeca tenía un hermano que se llamaba Labán , el cual corrió afuera al hombre , á la fuente ;
Y fué que como vió el pendiente y los brazaletes en las manos de su hermana , que decía , Así me habló aquel hombre ; vino á él : y he aquí que estaba junto á los camellos á la fuente .
Y díjole : Ven , bendito de Jehová ; ¿ por qué estás fuera ? yo he limpiado la casa , y el lugar para los camellos .
Entonces el hombre vino á casa , y Labán desató los camellos ; y dióles paja y forraje , y agua para lavar los piés de él , y los piés de los hombres que con él venían .
Y pusiéronle delante qué comer ; mas él dijo : No comeré hasta que haya dicho mi mensaje . Y él le dijo : Habla .
Entonces dijo : Yo soy criado de Abraham ;
Y Jehová ha bendecido mucho á mi amo , y él se ha engrandecido : y le ha dado ovejas y vacas , plata y oro , siervos y siervas , camellos y asnos .
Y Sara , mujer de mi amo , parió en su vejez un hijo á mi señor , quien le ha dado todo cuanto tiene .
Y mi amo me hizo jurar , diciendo : No tomarás mujer para mi hijo de las hijas de los Cananeos , en cuya tierra habito ;
Sino que irás á la casa de mi padre , y á mi parentela , y tomarás mujer para mi hijo .
Y yo dije : Quizás la mujer no querrá seguirme .
Entonces él me respondió : Jehová , en cuya presencia he andado , enviará su ángel contigo , y prosperará tu camino ; y tomarás mujer para mi hijo de mi linaje y de la casa de mi padre :
Entonces serás libre de mi juramento , cuando hubieres llegado á mi linaje ; y si no te la dieren , serás libre de mi juramento .
Llegué , pues , hoy á la fuente , y dije : Jehová , Dios de mi señor Abraham , si tú prosperas ahora mi camino por el cual ando ;
He aquí yo estoy junto á la fuente de agua ; sea , pues , que la doncella que saliere por agua , á la cual dijere : Dame á beber , te ruego , un poco de agua de tu cántaro ;
Y ella me respondiere , Bebe tú , y también para tus camellos sacaré agua : ésta sea la mujer que destinó Jehová para el hijo de mi señor .
Y antes que acabase de hablar en mi corazón , he aquí Rebeca , que salía con su cántaro sobre su hombro ; y descendió á la fuente , y sacó agua ; y le dije : Ruégote que me des á beber .
Y prestamente bajó su cántaro de encima de sí , y dijo : Bebe , y también á tus camellos daré á beber . Y bebí , y dió también de beber á mis camellos .
Entonces preguntéle , y dije : ¿ De quién eres hija ? Y ella respondió : Hija de Bethuel , hijo de Nachôr , que le parió Milca . Entonces púsele un pendiente sobre su nariz , y brazaletes sobre sus manos :
E inclinéme , y adoré á Jehová , y bendije á Jehová , Dios de mi señor Abraham , que me había guiado por camino de verdad para tomar la hija del hermano de mi señor para su hijo .
Ahora pues , si vosotros hacéis misericordia y verdad con mi señor , declarádmelo ; y si no , declarádmelo ; y echaré á la diestra ó á la siniestra .
Entonces Labán y Bethuel respondieron y dijeron : De Jehová ha salido esto ; no podemos hablarte malo ni bueno .
He ahí Rebeca delante de ti ; tómala y vete , y sea mujer del hijo de tu señor , como lo ha dicho Jehová .
Y fué , que como el criado de Abraham oyó sus palabras , inclinóse á tierra á Jehová .
Y sacó el criado vasos de plata , y vasos de oro y vestidos , y dió á Rebeca : también dió cosas preciosas á su hermano y á su madre .
Y comieron y bebieron él y los varones que venían con él , y durmieron ; y levantándose de mañana , dijo : Enviadme á mi señor .
Entonces respondió su hermano y su madre : Espere la moza con nosotros á lo menos diez días , y después irá .
Y él les dijo : No me detengáis , pues que Jehová ha prosperado mi camino ; despachadme para que me vaya á mi señor .
Ellos respondieron entonces : Llamemos la moza y preguntémosle .
Y llamaron á Rebeca , y dijéronle : ¿ Irás tú con este varón ? Y ella respondió : Sí , iré .
Entonces dejaron ir á Rebeca su hermana , y á su nodriza , y al criado de Abraham y á sus hombres .
Y bendijeron á Rebeca , y dijéronle : Nuestra hermana eres ; seas en millares de millares , y tu generación posea la puerta de sus enemigos .
Levantóse entonces Rebeca y sus mozas , y subieron sobre los camellos , y siguieron al hombre ; y el criado tomó á Rebeca , y fuése .
Y venía Isaac del pozo del Viviente que me ve ; porque él habitaba en la tierra del Mediodía ;
Y había salido Isaac á orar al campo , á la hora de la tarde ; y alzando sus ojos miró , y he aquí los camellos que venían .
Rebeca también alzó sus ojos , y vió á Isaac , y descendió del camello ;
Porque había preguntado al criado : ¿ Quién es este varón que viene por el campo hacia nosotros ? Y el siervo había respondido : Este es mi señor . Ella entonces tomó el velo , y cubrióse .
Entonces el criado contó á Isaac todo lo que había hecho .
E introdújola Isaac á la tienda de su madre Sara , y tomó á Rebeca por mujer ; y amóla : y consolóse Isaac después de la muerte de su madre .
Y ABRAHAM tomó otra mujer , cuyo nombre fué Cetura ;
La cual le parió á Zimram , y á Joksan , y á Medan , y á Midiam , y á Ishbak , y á Sua .
Y Joksan engendró á Seba , y á Dedán : é hijos de Dedán fueron Assurim , y Letusim , y Leummim .
E hijos de Midiam : Epha , y Epher , y Enech , y Abida , y Eldaa . Todos estos fueron hijos de Cetura .
Y Abraham dió todo cuanto tenía á Isaac .
Y á los hijos de sus concubinas dió Abraham dones , y enviólos de junto Isaac su hijo , mientras él vivía , hacia el oriente , á la tierra oriental .
Y estos fueron los días de vida que vivió Abraham : ciento setenta y cinco años .
Y exhaló el espíritu , y murió Abraham en buena vejez , anciano y lleno de días , y fué unido á su pueblo .
Y sepultáronlo Isaac é Ismael sus hijos en la cueva de Macpela , en la heredad de Ephrón , hijo de Zoar Hetheo , que está enfrente de Mamre ;
Heredad que compró Abraham de los hijos de Heth ; allí fué Abraham sepultado , y Sara su mujer .
Y sucedió , después de muerto Abraham , que Dios bendijo á Isaac su hijo : y habitó Isaac junto al pozo del Viviente que me ve .
Y estas son las generaciones de Ismael , hijo de Abraham , que le parió Agar Egipcia , sierva de Sara :
Estos , pues , son los nombres de los hijos de Ismael , por sus nombres , por sus linajes : El primogénito de Ismael , Nabaioth ; luego Cedar , y Abdeel , y Mibsam ,
Y Misma , y Duma , y Massa ,
Hadad , y Tema , y Jetur , y Naphis , y Cedema .
Estos son los hijos de Ismael , y estos sus nombres , por sus villas y por sus campamentos ; doce príncipes por sus familias .
Y estos fueron los años de la vida de Ismael , ciento treinta y siete años : y exhaló el espíritu Ismael , y murió ; y fué unido á su pueblo .
Y habitaron desde Havila hasta Shur , que está enfrente de Egipto viniendo á Asiria ; y murió en presencia de todos sus hermanos .
Y estas son las generaciones de Isaac , hijo de Abraham . Abraham engendró á Isaac :
Y era Isaac de cuarenta años cuando tomó por mujer á Rebeca , hija de Bethuel Arameo de Padan - aram , hermana de Labán Arameo .
Y oró Isaac á Jehová por su mujer , que era estéril ; y aceptólo Jehová , y concibió Rebeca su mujer .
Y los hijos se combatían dentro de ella ; y dijo : Si es así ¿ para qué vivo yo ? Y fué á consultar á Jehová .
Y respondióle Jehová : Dos gentes hay en tu seno , y dos pueblos serán divididos desde tus entrañas : y el un pueblo será más fuerte que el otro pueblo , y el mayor servirá al menor .
Y como se cumplieron sus días para parir , he aquí mellizos en su vientre .
Y salió el primero rubio , y todo él velludo como una pelliza ; y llamaron su nombre Esaú .
Y después salió su hermano , trabada su mano al calcañar de Esaú : y fué llamado su nombre Jacob . Y era Isaac de edad de sesenta años cuando ella los parió .
Y crecieron los niños , y Esaú fué diestro en la caza , hombre del campo : Jacob empero era varón quieto , que habitaba en tiendas .
Y amó Isaac á Esaú , porque comía de su caza ; mas Rebeca amaba á Jacob .
Y guisó Jacob un potaje ; y volviendo Esaú del campo cansado ,
Dijo á Jacob : Ruégote que me des á comer de eso bermejo , pues estoy muy cansado . Por tanto fué llamado su nombre Edom .
Y Jacob respondió : Véndeme en este día tu primogenitura .
Entonces dijo Esaú : He aquí yo me voy á morir ; ¿ para qué , pues , me servirá la primogenitura ?
Y dijo Jacob : Júrame lo en este día . Y él le juró , y vendió á Jacob su primogenitura .
Entonces Jacob dió á Esaú pan y del guisado de las lentejas ; y él comió y bebió , y levantóse , y fuése . Así menospreció Esaú la primogenitura .
Y HUBO hambre en la tierra , además de la primera hambre que fué en los días de Abraham : y fuése Isaac á Abimelech rey de los Filisteos , en Gerar .
Y apareciósele Jehová , y díjole : No desciendas á Egipto : habita en la tierra que yo te diré ;
Habita en esta tierra , y seré contigo , y te bendeciré ; porque á ti y á tu simiente daré todas estas tierras , y confirmaré el juramento que juré á Abraham tu padre :
Y multiplicaré tu simiente como las estrellas del cielo , y daré á tu simiente todas estas tierras ; y todas las gentes de la tierra serán benditas en tu simiente :
Por cuanto oyó Abraham mi voz , y guardó mi precepto , mis mandamientos , mis estatutos y mis leyes .
Habitó , pues , Isaac en Gerar .
Y los hombres de aquel lugar le preguntaron acerca de su mujer ; y él respondió : Es mi hermana ; porque tuvo miedo de decir : Es mi mujer ; que tal vez , dijo , los hombres del lugar me matarían por causa de Rebeca ; porque era de hermoso aspecto .
Y sucedió que , después que él estuvo allí muchos días , Abimelech , rey de los Filisteos , mirando por una ventana , vió á Isaac que jugaba con Rebeca su mujer .
Y llamó Abimelech á Isaac , y dijo : He aquí ella es de cierto tu mujer : ¿ cómo , pues , dijiste : Es mi hermana ? E Isaac le respondió : Porque dije : Quizá moriré por causa de ella .
Y Abimelech dijo : ¿ Por qué nos has hecho esto ? Por poco hubiera dormido alguno del pueblo con tu mujer , y hubieras traído sobre nosotros el pecado .
Entonces Abimelech mandó á todo el pueblo , diciendo : El que tocare á este hombre ó á su mujer , de cierto morirá .
Y sembró Isaac en aquella tierra , y halló aquel año ciento por uno : y bendíjole Jehová .
Y el varón se engrandeció , y fué adelantando y engrandeciéndose , hasta hacerse muy poderoso :
Y tuvo hato de ovejas , y hato de vacas , y grande apero ; y los Filisteos le tuvieron envidia .
Y todos los pozos que habían abierto los criados de Abraham su padre en sus días , los Filisteos los habían cegado y llenado de tierra .
Y dijo Abimelech á Isaac : Apártate de nosotros , porque mucho más poderoso que nosotros te has hecho .
E Isaac se fué de allí ; y asentó sus tiendas en el valle de Gerar , y habitó allí .
Y volvió á abrir Isaac los pozos de agua que habían abierto en los días de Abraham su padre , y que los Filisteos habían cegado , muerto Abraham ; y llamólos por los nombres que su padre los había llamado .
Y los siervos de Isaac cavaron en el valle , y hallaron allí un pozo de aguas vivas .
Y los pastores de Gerar riñeron con los pastores de Isaac , diciendo : El agua es nuestra : por eso llamó el nombre del pozo Esek , porque habían altercado con él .
Y abrieron otro pozo , y también riñeron sobre él : y llamó su nombre Sitnah .
Y apartóse de allí , y abrió otro pozo , y no riñeron sobre él : y llamó su nombre Rehoboth , y dijo : Porque ahora nos ha hecho ensanchar Jehová , y fructificaremos en la tierra .
Y de allí subió á Beer - seba .
Y apareciósele Jehová aquella noche , y dijo : Yo soy el Dios de Abraham tu padre ; no temas , que yo soy contigo , y yo te bendeciré , y multiplicaré tu simiente por amor de Abraham mi siervo .
Y edificó allí un altar , é invocó el nombre de Jehová , y tendió allí su tienda : y abrieron allí los siervos de Isaac un pozo .
Y Abimelech vino á él desde Gerar , y Ahuzzath , amigo suyo , y Phicol , capitán de su ejército .
Y díjoles Isaac : ¿ Por qué venís á mí , pues que me habéis aborrecido , y me echasteis de entre vosotros ?
Y ellos respondieron : Hemos visto que Jehová es contigo ; y dijimos : Haya ahora juramento entre nosotros , entre nosotros y ti , y haremos alianza contigo :
Que no nos hagas mal , como nosotros no te hemos tocado , y como solamente te hemos hecho bien , y te enviamos en paz : tú ahora , bendito de Jehová .
Entonces él les hizo banquete , y comieron y bebieron .
Y se levantaron de madrugada , y juraron el uno al otro ; é Isaac los despidió , y ellos se partieron de él en paz .
Y en aquel día sucedió que vinieron los criados de Isaac , y diéronle nuevas acerca del pozo que habían abierto , y le dijeron : Agua hemos hallado .
Y llamólo Seba : por cuya causa el nombre de aquella ciudad es Beer - seba hasta este día .
Y cuando Esaú fué de cuarenta años , tomó por mujer á Judith hija de Beeri Hetheo , y á Basemat hija de Elón Hetheo :
Y fueron amargura de espíritu á Isaac y á Rebeca .
Y ACONTECIÓ que cuando hubo Isaac envejecido , y sus ojos se ofuscaron quedando sin vista , llamó á Esaú , su hijo el mayor , y díjole : Mi hijo . Y él respondió : Heme aquí .
Y él dijo : He aquí ya soy viejo , no sé el día de mi muerte :
Toma , pues , ahora tus armas , tu aljaba y tu arco , y sal al campo , y cógeme caza ;
Y hazme un guisado , como yo gusto , y tráeme lo , y comeré ; para que te bendiga mi alma antes que muera .
Y Rebeca estaba oyendo , cuando hablaba Isaac á Esaú su hijo : y fuése Esaú al campo para coger la caza que había de traer .
Entonces Rebeca habló á Jacob su hijo , diciendo : He aquí yo he oído á tu padre que hablaba con Esaú tu hermano , diciendo :
Tráeme caza , y hazme un guisado , para que coma , y te bendiga delante de Jehová antes que yo muera .
Ahora pues , hijo mío , obedece á mi voz en lo que te mando ;
Ve ahora al ganado , y tráeme de allí dos buenos cabritos de las cabras , y haré de ellos viandas para tu padre , como él gusta ;
Y tú las llevarás á tu padre , y comerá , para que te bendiga antes de su muerte .
Y Jacob dijo á Rebeca su madre : He aquí , Esaú mi hermano es hombre velloso , y yo lampiño :
Quizá me tentará mi padre , y me tendrá por burlador , y traeré sobre mí maldición y no bendición .
Y su madre respondió : Hijo mío , sobre mí tu maldición : solamente obedece á mi voz , y ve y tráemelos .
Entonces él fué , y tomó , y trájolos á su madre : y su madre hizo guisados , como su padre gustaba .
Y tomó Rebeca los vestidos de Esaú su hijo mayor , los preciosos , que ella tenía en casa , y vistió á Jacob su hijo menor :
E hízole vestir sobre sus manos , y sobre la cerviz donde no tenía vello , las pieles de los cabritos de las cabras ;
Y entregó los guisados y el pan que había aderezado , en mano de Jacob su hijo .
Y él fué á su padre , y dijo : Padre mío : y él respondió : Heme aquí , ¿ quién eres , hijo mío ?
Y Jacob dijo á su padre : Yo soy Esaú tu primogénito ; he hecho como me dijiste : levántate ahora , y siéntate , y come de mi caza , para que me bendiga tu alma .
Entonces Isaac dijo á su hijo : ¿ Cómo es que la hallaste tan presto , hijo mío ? Y él respondió : Porque Jehová tu Dios hizo que se encontrase delante de mí .
E Isaac dijo á Jacob : Acércate ahora , y te palparé , hijo mío , por si eres mi hijo Esaú , ó no .
Y llegóse Jacob á su padre Isaac ; y él le palpó , y dijo : La voz es la voz de Jacob , mas las manos , las manos de Esaú .
Y no le conoció , porque sus manos eran vellosas como las manos de Esaú : y le bendijo .
Y dijo : ¿ Eres tú mi hijo Esaú ? Y él respondió : Yo soy .
Y dijo : Acércamela , y comeré de la caza de mi hijo , para que te bendiga mi alma ; y él se la acercó , y comió : trájole también vino , y bebió .
Y díjole Isaac su padre : Acércate ahora , y bésame , hijo mío .
Y él se llegó , y le besó ; y olió Isaac el olor de sus vestidos , y le bendijo , y dijo : Mira , el olor de mi hijo como el olor del campo que Jehová ha bendecido :
Dios , pues , te dé del rocío del cielo , y de las grosuras de la tierra , y abundancia de trigo y de mosto .
Sírvante pueblos , y naciones se inclinen á ti : sé señor de tus hermanos , e inclínense á ti los hijos de tu madre : malditos los que te maldijeren , y benditos los que te bendijeren .
Y aconteció , luego que hubo Isaac acabado de bendecir á Jacob , y apenas había salido Jacob de delante de Isaac su padre , que Esaú su hermano vino de su caza .
E hizo él también guisados , y trajo á su padre , y díjole : Levántese mi padre , y coma de la caza de su hijo , para que me bendiga tu alma .
Entonces Isaac su padre le dijo : ¿ Quién eres tú ? Y él dijo : Yo soy tu hijo , tu primogénito , Esaú .
Y estremecióse Isaac con grande estremecimiento , y dijo : ¿ Quién es el que vino aquí , que cogió caza , y me trajo , y comí de todo antes que vinieses ? Yo le bendije , y será bendito .
Como Esaú oyó las palabras de su padre , clamó con una muy grande y muy amarga exclamación , y le dijo : Bendíceme también á mí , padre mío .
Y él dijo : Vino tu hermano con engaño , y tomó tu bendición .
Y él respondió : Bien llamaron su nombre Jacob , que ya me ha engañado dos veces ; alzóse con mi primogenitura , y he aquí ahora ha tomado mi bendición . Y dijo : ¿ No has guardado bendición para mí ?
Isaac respondió y dijo á Esaú : He aquí yo le he puesto por señor tuyo , y le he dado por siervos á todos sus hermanos : de trigo y de vino le he provisto : ¿ qué , pues , te haré á ti ahora , hijo mío ?
Y Esaú respondió á su padre : ¿ No tienes más que una sola bendición , padre mío ? bendíceme también á mí , padre mío . Y alzó Esaú su voz , y lloró .
Entonces Isaac su padre habló y díjole : He aquí será tu habitación en grosuras de la tierra , y del rocío de los cielos de arriba ;
Y por tu espada vivirás , y á tu hermano servirás : y sucederá cuando te enseñorees , que descargarás su yugo de tu cerviz .
Y aborreció Esaú á Jacob por la bendición con que le había bendecido , y dijo en su corazón : Llegarán los días del luto de mi padre , y yo mataré á Jacob mi hermano .
Y fueron dichas á Rebeca las palabras de Esaú su hijo mayor : y ella envió y llamó á Jacob su hijo menor , y díjole : He aquí , Esaú tu hermano se consuela acerca de ti con la idea de matarte .
Ahora pues , hijo mío , obedece á mi voz ; levántate , y húyete á Labán mi hermano , á Harán ;
Y mora con él algunos días , hasta que el enojo de tu hermano se mitigue ;
Hasta que se aplaque la ira de tu hermano contra ti , y se olvide de lo que le has hecho : yo enviaré entonces , y te traeré de allá : ¿ por qué seré privada de vosotros ambos en un día ?
Y dijo Rebeca á Isaac : Fastidio tengo de mi vida , á causa de las hijas de Heth . Si Jacob toma mujer de las hijas de Heth , como éstas , de las hijas de esta tierra , ¿ para qué quiero la vida ?
ENTONCES Isaac llamó á Jacob , y bendíjolo , y mandóle diciendo : No tomes mujer de las hijas de Canaán .
Levántate , ve á Padan - aram , á casa de Bethuel , padre de tu madre , y toma allí mujer de las hijas de Labán , hermano de tu madre .
Y el Dios omnipotente te bendiga , y te haga fructificar , y te multiplique , hasta venir á ser congregación de pueblos ;
Y te dé la bendición de Abraham , y á tu simiente contigo , para que heredes la tierra de tus peregrinaciones , que Dios dió á Abraham .
Así envió Isaac á Jacob , el cual fué á Padan - aram , á Labán , hijo de Bethuel Arameo , hermano de Rebeca , madre de Jacob y de Esaú .
Y vió Esaú cómo Isaac había bendecido á Jacob , y le había enviado á Padan - aram , para tomar para sí mujer de allí ; y que cuando le bendijo , le había mandado , diciendo : No tomarás mujer de las hijas de Canaán ;
Y que Jacob había obedecido á su padre y á su madre , y se había ido á Padan - aram .
Vió asimismo Esaú que las hijas de Canaán parecían mal á Isaac su padre ;
Y fuése Esaú á Ismael , y tomó para sí por mujer á Mahaleth , hija de Ismael , hijo de Abraham , hermana de Nabaioth , además de sus otras mujeres .
Y salió Jacob de Beer - seba , y fué á Harán ;
Y encontró con un lugar , y durmió allí , porque ya el sol se había puesto : y tomó de las piedras de aquel paraje y puso á su cabecera , y acostóse en aquel lugar .
Y soñó , y he aquí una escala que estaba apoyada en tierra , y su cabeza tocaba en el cielo : y he aquí ángeles de Dios que subían y descendían por ella .
Y he aquí , Jehová estaba en lo alto de ella , el cual dijo : Yo soy Jehová , el Dios de Abraham tu padre , y el Dios de Isaac : la tierra en que estás acostado te la daré á ti y á tu simiente .
Y será tu simiente como el polvo de la tierra , y te extenderás al occidente , y al oriente , y al aquilón , y al mediodía ; y todas las familias de la tierra serán benditas en ti y en tu simiente .
Y he aquí , yo soy contigo , y te guardaré por donde quiera que fueres , y te volveré á esta tierra ; porque no te dejaré hasta tanto que haya hecho lo que te he dicho .
Y despertó Jacob de su sueño , y dijo : Ciertamente Jehová está en este lugar , y yo no lo sabía .
Y tuvo miedo , y dijo : ¡ Cuán terrible es este lugar ! No es otra cosa que casa de Dios , y puerta del cielo .
Y levantóse Jacob de mañana , y tomó la piedra que había puesto de cabecera , y alzóla por título , y derramó aceite encima de ella .
Y llamó el nombre de aquel lugar Beth - el , bien que Luz era el nombre de la ciudad primero .
E hizo Jacob voto , diciendo : Si fuere Dios conmigo , y me guardare en este viaje que voy , y me diere pan para comer y vestido para vestir ,
Y si tornare en paz á casa de mi padre , Jehová será mi Dios ,
Y esta piedra que he puesto por título , será casa de Dios : y de todo lo que me dieres , el diezmo lo he de apartar para ti .
Y SIGUIÓ Jacob su camino , y fué á la tierra de los orientales .
Y miró , y vió un pozo en el campo : y he aquí tres rebaños de ovejas que yacían cerca de él ; porque de aquel pozo abrevaban los ganados : y había una gran piedra sobre la boca del pozo .
Y juntábanse allí todos los rebaños ; y revolvían la piedra de sobre la boca del pozo , y abrevaban las ovejas ; y volvían la piedra sobre la boca del pozo á su lugar .
Y díjoles Jacob : Hermanos míos , ¿ de dónde sois ? Y ellos respondieron : De Harán somos .
Y él les dijo : ¿ Conocéis á Labán , hijo de Nachôr ? Y ellos dijeron : Sí , le conocemos .
Y él les dijo : ¿ Tiene paz ? Y ellos dijeron : Paz ; y he aquí Rachêl su hija viene con el ganado .
Y él dijo : He aquí el día es aún grande ; no es tiempo todavía de recoger el ganado ; abrevad las ovejas , é id á apacentarlas .
Y ellos respondieron : No podemos , hasta que se junten todos los ganados , y remuevan la piedra de sobre la boca del pozo , para que abrevemos las ovejas .
Estando aún él hablando con ellos , Rachêl vino con el ganado de su padre , porque ella era la pastora .
Y sucedió que , como Jacob vió á Rachêl , hija de Labán hermano de su madre , y á las ovejas de Labán el hermano de su madre , llegóse Jacob , y removió la piedra de sobre la boca del pozo , y abrevó el ganado de Labán hermano de su madre .
Y Jacob besó á Rachêl , y alzó su voz , y lloró .
Y Jacob dijo á Rachêl como él era hermano de su padre , y como era hijo de Rebeca : y ella corrió , y dió las nuevas á su padre .
Y así que oyó Labán las nuevas de Jacob , hijo de su hermana , corrió á recibirlo , y abrazólo , y besólo , y trájole á su casa : y él contó á Labán todas estas cosas .
Y Labán le dijo : Ciertamente hueso mío y carne mía eres . Y estuvo con él el tiempo de un mes .
Entonces dijo Labán á Jacob : ¿ Por ser tú mi hermano , me has de servir de balde ? declárame qué será tu salario .
Y Labán tenía dos hijas : el nombre de la mayor era Lea , y el nombre de la menor , Rachêl .
Y los ojos de Lea eran tiernos , pero Rachêl era de lindo semblante y de hermoso parecer .
Y Jacob amó á Rachêl , y dijo : Yo te serviré siete años por Rachêl tu hija menor .
Y Labán respondió : Mejor es que te la dé á ti , que no que la dé á otro hombre : estáte conmigo .
Así sirvió Jacob por Rachêl siete años : y pareciéronle como pocos días , porque la amaba .
Y dijo Jacob á Labán : Dame mi mujer , porque mi tiempo es cumplido , para que cohabite con ella .
Entonces Labán juntó á todos los varones de aquel lugar , é hizo banquete .
Y sucedió que á la noche tomó á Lea su hija , y se la trajo : y él entró á ella .
Y dió Labán su sierva Zilpa á su hija Lea por criada .
Y venida la mañana , he aquí que era Lea : y él dijo á Labán : ¿ Qué es esto que me has hecho ? ¿ no te he servido por Rachêl ? ¿ por qué , pues , me has engañado ?
Y Labán respondió : No se hace así en nuestro lugar , que se dé la menor antes de la mayor .
Cumple la semana de ésta , y se te dará también la otra , por el servicio que hicieres conmigo otros siete años .
E hizo Jacob así , y cumplió la semana de aquélla : y él le dió á Rachêl su hija por mujer .
Y dió Labán á Rachêl su hija por criada á su sierva Bilha .
Y entró también á Rachêl : y amóla también más que á Lea : y sirvió con él aún otros siete años .
Y vió Jehová que Lea era aborrecida , y abrió su matriz : pero Rachêl era estéril .
Y concibió Lea , y parió un hijo , y llamó su nombre Rubén , porque dijo : Ya que ha mirado Jehová mi aflicción ; ahora por tanto me amará mi marido .
Y concibió otra vez , y parió un hijo , y dijo : Por cuanto oyó Jehová que yo era aborrecida , me ha dado también éste . Y llamó su nombre Simeón .
Y concibió otra vez , y parió un hijo , y dijo : Ahora esta vez se unirá mi marido conmigo , porque le he parido tres hijos : por tanto , llamó su nombre Leví .
Y concibió otra vez , y parió un hijo , y dijo : Esta vez alabaré á Jehová : por esto llamó su nombre Judá : y dejó de parir .
Y VIENDO Rachêl que no daba hijos á Jacob , tuvo envidia de su hermana , y decía á Jacob : Dame hijos , ó si no , me muero .
Y Jacob se enojaba contra Rachêl , y decía : ¿ Soy yo en lugar de Dios , que te impidió el fruto de tu vientre ?
Y ella dijo : He aquí mi sierva Bilha ; entra á ella , y parirá sobre mis rodillas , y yo también tendré hijos de ella .
Así le dió á Bilha su sierva por mujer ; y Jacob entró á ella .
Y concibió Bilha , y parió á Jacob un hijo .
Y dijo Rachêl : Juzgóme Dios , y también oyó mi voz , y dióme un hijo . Por tanto llamó su nombre Dan .
Y concibió otra vez Bilha , la sierva de Rachêl , y parió el hijo segundo á Jacob .
Y dijo Rachêl : Con luchas de Dios he contendido con mi hermana , y he vencido . Y llamó su nombre Nephtalí .
Y viendo Lea que había dejado de parir , tomó á Zilpa su sierva , y dióla á Jacob por mujer .
Y Zilpa , sierva de Lea , parió á Jacob un hijo .
Y dijo Lea : Vino la ventura . Y llamó su nombre Gad .
Y Zilpa , la sierva de Lea , parió otro hijo á Jacob .
Y dijo Lea : Para dicha mía ; porque las mujeres me dirán dichosa : y llamó su nombre Aser .
Y fué Rubén en tiempo de la siega de los trigos , y halló mandrágoras en el campo , y trájolas á Lea su madre : y dijo Rachêl á Lea : Ruégote que me des de las mandrágoras de tu hijo .
Y ella respondió : ¿ Es poco que hayas tomado mi marido , sino que también te has de llevar las mandrágoras de mi hijo ? y dijo Rachêl : Pues dormirá contigo esta noche por las mandrágoras de tu hijo .
Y cuando Jacob volvía del campo á la tarde , salió Lea á él , y le dijo : A mí has de entrar , porque á la verdad te he alquilado por las mandrágoras de mi hijo . Y durmió con ella aquella noche .
Y oyó Dios á Lea : y concibió , y parió á Jacob el quinto hijo .
Y dijo Lea : Dios me ha dado mi recompensa , por cuanto dí mi sierva á mi marido : por eso llamó su nombre Issachâr .
Y concibió Lea otra vez , y parió el sexto hijo á Jacob .
Y dijo Lea : Dios me ha dado una buena dote : ahora morará conmigo mi marido , porque le he parido seis hijos : y llamó su nombre Zabulón .
Y después parió una hija , y llamó su nombre Dina .
Y acordóse Dios de Rachêl , y oyóla Dios , y abrió su matriz .
Y concibió , y parió un hijo : y dijo : Quitado ha Dios mi afrenta :
Y llamó su nombre José , diciendo : Añádame Jehová otro hijo .
Y aconteció , cuando Rachêl hubo parido á José , que Jacob dijo á Labán : Envíame , é iré á mi lugar , y á mi tierra .
Dame mis mujeres y mis hijos , por las cuales he servido contigo , y déjame ir ; pues tú sabes los servicios que te he hecho .
Y Labán le respondió : Halle yo ahora gracia en tus ojos , y quédate ; experimentado he que Jehová me ha bendecido por tu causa .
Y dijo : Señálame tu salario , que yo lo daré .
Y él respondió : Tú sabes cómo te he servido , y cómo ha estado tu ganado conmigo ;
Porque poco tenías antes de mi venida , y ha crecido en gran número ; y Jehová te ha bendecido con mi llegada : y ahora ¿ cuándo tengo de hacer yo también por mi propia casa ?
Y él dijo : ¿ Qué te daré ? Y respondió Jacob : No me des nada : si hicieres por mí esto , volveré á apacentar tus ovejas .
Yo pasaré hoy por todas tus ovejas , poniendo aparte todas las reses manchadas y de color vario , y todas las reses de color oscuro entre las ovejas , y las manchadas y de color vario entre las cabras ; y esto será mi salario .
Así responderá por mí mi justicia mañana , cuando me viniere mi salario delante de ti : toda la que no fuere pintada ni manchada en las cabras y de color oscuro en las ovejas mías , se me ha de tener por de hurto .
Y dijo Labán : Mira , ojalá fuese como tú dices .
Y apartó aquel día los machos de cabrío rayados y manchados ; y todas las cabras manchadas y de color vario , y toda res que tenía en sí algo de blanco , y todas las de color oscuro entre las ovejas , y púsolas en manos de sus hijos ;
Y puso tres días de camino entre sí y Jacob : y Jacob apacentaba las otras ovejas de Labán .
Y tomóse Jacob varas de álamo verdes , y de avellano , y de castaño , y descortezó en ellas mondaduras blancas , descubriendo así lo blanco de las varas .
Y puso las varas que había mondado en las pilas , delante del ganado , en los abrevaderos del agua donde venían á beber las ovejas , las cuales se recalentaban viniendo á beber .
Y concebían las ovejas delante de las varas , y parían borregos listados , pintados y salpicados de diversos colores .
Y apartaba Jacob los corderos , y poníalos con su rebaño , los listados , y todo lo que era oscuro en el hato de Labán . Y ponía su hato aparte , y no lo ponía con las ovejas de Labán .
Y sucedía que cuantas veces se recalentaban las tempranas , Jacob ponía las varas delante de las ovejas en las pilas , para que concibiesen á la vista de las varas .
Y cuando venían las ovejas tardías , no las ponía : así eran las tardías para Labán , y las tempranas para Jacob .
Y acreció el varón muy mucho , y tuvo muchas ovejas , y siervas y siervos , y camellos y asnos .
Y OÍA él las palabras de los hijos de Labán , que decían : Jacob ha tomado todo lo que era de nuestro padre ; y de lo que era de nuestro padre ha adquirido toda esta grandeza .
Miraba también Jacob el semblante de Labán , y veía que no era para con él como ayer y antes de ayer .
También Jehová dijo á Jacob : Vuélvete á la tierra de tus padres , y á tu parentela ; que yo seré contigo .
Y envió Jacob , y llamó á Rachêl y á Lea al campo á sus ovejas ,
Y díjoles : Veo que el semblante de vuestro padre no es para conmigo como ayer y antes de ayer : mas el Dios de mi padre ha sido conmigo .
Y vosotras sabéis que con todas mis fuerzas he servido á vuestro padre :
Y vuestro padre me ha engañado , y me ha mudado el salario diez veces : pero Dios no le ha permitido que me hiciese mal .
Si él decía así : Los pintados serán tu salario ; entonces todas las ovejas parían pintados : y si decía así : Los listados serán tu salario ; entonces todas las ovejas parían listados .
Así quitó Dios el ganado de vuestro padre , y diómelo á mí .
Y sucedió que al tiempo que las ovejas se recalentaban , alcé yo mis ojos y vi en sueños , y he aquí los machos que cubrían á las hembras eran listados , pintados y abigarrados .
Y díjome el ángel de Dios en sueños : Jacob . Y yo dije : Heme aquí .
Y él dijo : Alza ahora tus ojos , y verás todos los machos que cubren á las ovejas listados , pintados y abigarrados ; porque yo he visto todo lo que Labán te ha hecho .
Yo soy el Dios de Beth - el , donde tú ungiste el título , y donde me hiciste un voto . Levántate ahora , y sal de esta tierra , y vuélvete á la tierra de tu naturaleza .
Y respondió Rachêl y Lea , y dijéronle : ¿ Tenemos ya parte ni heredad en la casa de nuestro padre ?
¿ No nos tiene ya como por extrañas , pues que nos vendió , y aun se ha comido del todo nuestro precio ?
Porque toda la riqueza que Dios ha quitado á nuestro padre , nuestra es y de nuestros hijos : ahora pues , haz todo lo que Dios te ha dicho .
Entonces se levantó Jacob , y subió sus hijos y sus mujeres sobre los camellos .
Y puso en camino todo su ganado , y toda su hacienda que había adquirido , el ganado de su ganancia que había obtenido en Padan - aram , para volverse á Isaac su padre en la tierra de Canaán .
Y Labán había ido á trasquilar sus ovejas : y Rachêl hurtó los ídolos de su padre .
Y recató Jacob el corazón de Labán Arameo , en no hacerle saber que se huía .
Huyó , pues , con todo lo que tenía ; y levantóse , y pasó el río , y puso su rostro al monte de Galaad .
Y fué dicho á Labán al tercero día como Jacob se había huído .
Entonces tomó á sus hermanos consigo , y fué tras él camino de siete días , y alcanzóle en el monte de Galaad .
Y vino Dios á Labán Arameo en sueños aquella noche , y le dijo : Guárdate que no hables á Jacob descomedidamente .
Alcanzó pues Labán á Jacob , y éste había fijado su tienda en el monte : y Labán plantó la con sus hermanos en el monte de Galaad .
Y dijo Labán á Jacob : ¿ Qué has hecho , que me hurtaste el corazón , y has traído á mis hijas como prisioneras de guerra ?
¿ Por qué te escondiste para huir , y me hurtaste , y no me diste noticia , para que yo te enviara con alegría y con cantares , con tamborín y vihuela ?
Que aun no me dejaste besar mis hijos y mis hijas . Ahora locamente has hecho .
Poder hay en mi mano para haceros mal : mas el Dios de vuestro padre me habló anoche diciendo : Guárdate que no hables á Jacob descomedidamente .
Y ya que te ibas , porque tenías deseo de la casa de tu padre , ¿ por qué me hurtaste mis dioses ?
Y Jacob respondió , y dijo á Labán : Porque tuve miedo ; pues dije , que quizá me quitarías por fuerza tus hijas .
En quien hallares tus dioses , no viva : delante de nuestros hermanos reconoce lo que yo tuviere tuyo , y llévatelo . Jacob no sabía que Rachêl los había hurtado .
Y entró Labán en la tienda de Jacob , y en la tienda de Lea , y en la tienda de las dos siervas , y no los halló , y salió de la tienda de Lea , y vino á la tienda de Rachêl .
Y tomó Rachêl los ídolos , y púsolos en una albarda de un camello , y sentóse sobre ellos : y tentó Labán toda la tienda , y no los halló .
Y ella dijo á su padre : No se enoje mi señor , porque no me puedo levantar delante de ti ; pues estoy con la costumbre de las mujeres . Y él buscó , pero no halló los ídolos .
Entonces Jacob se enojó , y regañó con Labán ; y respondió Jacob y dijo á Labán : ¿ Qué prevaricación es la mía ? ¿ cuál es mi pecado , que con tanto ardor has venido en seguimiento mío ?
Pues que has tentado todos mis muebles , ¿ qué has hallado de todas las alhajas de tu casa ? Ponlo aquí delante de mis hermanos y tuyos , y juzguen entre nosotros ambos .
Estos veinte años he estado contigo : tus ovejas y tus cabras nunca abortaron , ni yo comí carnero de tus ovejas .
Nunca te traje lo arrebatado por las fieras ; yo pagaba el daño ; lo hurtado así de día como de noche , de mi mano lo requerías .
De día me consumía el calor , y de noche la helada , y el sueño se huía de mis ojos .
Así he estado veinte años en tu casa : catorce años te serví por tus dos hijas , y seis años por tu ganado ; y has mudado mi salario diez veces .
Si el Dios de mi padre , el Dios de Abraham , y el temor de Isaac , no fuera conmigo , de cierto me enviarías ahora vacío : vió Dios mi aflicción y el trabajo de mis manos , y reprendióte anoche .
Y respondió Labán , y dijo á Jacob : Las hijas son hijas mías , y los hijos , hijos míos son , y las ovejas son mis ovejas , y todo lo que tú ves es mío : ¿ y qué puedo yo hacer hoy á estas mis hijas , ó á sus hijos que ellas han parido ?
Ven pues ahora , y hagamos alianza yo y tú ; y sea en testimonio entre mí y entre ti .
Entonces Jacob tomó una piedra , y levantóla por título .
Y dijo Jacob á sus hermanos : Coged piedras . Y tomaron piedras é hicieron un majano ; y comieron allí sobre aquel majano .
Y llamólo Labán Jegar Sahadutha : y lo llamó Jacob Galaad .
Porque Labán dijo : Este majano es testigo hoy entre mí y entre ti ; por eso fué llamado su nombre Galaad ;
Y Mizpa , por cuanto dijo : Atalaye Jehová entre mí y entre ti , cuando nos apartáremos el uno del otro .
Si afligieres mis hijas , ó si tomares otras mujeres además de mis hijas , nadie está con nosotros ; mira , Dios es testigo entre mí y entre ti .
Dijo más Labán á Jacob : He aquí este majano , y he aquí este título , que he erigido entre mí y ti .
Testigo sea este majano , y testigo sea este título , que ni yo pasaré contra ti este majano , ni tú pasarás contra mí este majano ni este título , para mal .
El Dios de Abraham , y el Dios de Nachôr juzgue entre nosotros , el Dios de sus padres . Y Jacob juró por el temor de Isaac su padre .
Entonces Jacob inmoló víctimas en el monte , y llamó á sus hermanos á comer pan : y comieron pan , y durmieron aquella noche en el monte .
Y levantóse Labán de mañana , y besó sus hijos y sus hijas , y los bendijo ; y retrocedió y volvióse á su lugar .
Y JACOB se fué su camino , y saliéronle al encuentro ángeles de Dios .
Y dijo Jacob cuando los vió : El campo de Dios es este : y llamó el nombre de aquel lugar Mahanaim .
Y envió Jacob mensajeros delante de sí á Esaú su hermano , á la tierra de Seir , campo de Edom .
Y mandóles diciendo : Así diréis á mi señor Esaú : Así dice tu siervo Jacob : Con Labán he morado , y detenídome hasta ahora ;
Y tengo vacas , y asnos , y ovejas , y siervos y siervas ; y envío á decirlo á mi señor , por hallar gracia en tus ojos .
Y los mensajeros volvieron á Jacob , diciendo : Vinimos á tu hermano Esaú , y él también viene á recibirte , y cuatrocientos hombres con él .
Entonces Jacob tuvo gran temor , y angustióse ; y partió el pueblo que tenía consigo , y las ovejas y las vacas y los camellos , en dos cuadrillas ;
Y dijo : Si viniere Esaú á la una cuadrilla y la hiriere , la otra cuadrilla escapará .
Y dijo Jacob : Dios de mi padre Abraham , y Dios de mi padre Isaac , Jehová , que me dijiste : Vuélvete á tu tierra y á tu parentela , y yo te haré bien ;
Menor soy que todas las misericordias , y que toda la verdad que has usado para con tu siervo ; que con mi bordón pasé este Jordán , y ahora estoy sobre dos cuadrillas .
Líbrame ahora de la mano de mi hermano , de la mano de Esaú , porque le temo ; no venga quizá , y me hiera la madre con los hijos .
Y tú has dicho : Yo te haré bien , y pondré tu simiente como la arena del mar , que no se puede contar por la multitud .
Y durmió allí aquella noche , y tomó de lo que le vino á la mano un presente para su hermano Esaú :
Doscientas cabras y veinte machos de cabrío , doscientas ovejas y veinte carneros ,
Treinta camellas paridas , con sus hijos , cuarenta vacas y diez novillos , veinte asnas y diez borricos .
Y entrególo en mano de sus siervos , cada manada de por sí ; y dijo á sus siervos : Pasad delante de mí , y poned espacio entre manada y manada .
Y mandó al primero , diciendo : Si Esaú mi hermano te encontrare , y te preguntare , diciendo : ¿ De quién eres ? ¿ y adónde vas ? ¿ y para quién es esto que llevas delante de ti ?
Entonces dirás : Presente es de tu siervo Jacob , que envía á mi señor Esaú ; y he aquí también él viene tras nosotros .
Y mandó también al segundo , y al tercero , y á todos los que iban tras aquellas manadas , diciendo : Conforme á esto hablaréis á Esaú , cuando le hallareis .
Y diréis también : He aquí tu siervo Jacob viene tras nosotros . Porque dijo : Apaciguaré su ira con el presente que va delante de mí , y después veré su rostro : quizá le seré acepto .
Y pasó el presente delante de él ; y él durmió aquella noche en el campamento .
Y levantóse aquella noche , y tomó sus dos mujeres , y sus dos siervas , y sus once hijos , y pasó el vado de Jaboc .
Tomólos pues , y pasólos el arroyo , é hizo pasar lo que tenía .
Y quedóse Jacob solo , y luchó con él un varón hasta que rayaba el alba .
Y como vió que no podía con él , tocó en el sitio del encaje de su muslo , y descoyuntóse el muslo de Jacob mientras con él luchaba .
Y dijo : Déjame , que raya el alba . Y él dijo : No te dejaré , si no me bendices .
Y él le dijo : ¿ Cuál es tu nombre ? Y él respondió : Jacob .
Y él dijo : No se dirá más tu nombre Jacob , sino Israel : porque has peleado con Dios y con los hombres , y has vencido .
Entonces Jacob le preguntó , y dijo : Declárame ahora tu nombre . Y él respondió : ¿ Por qué preguntas por mi nombre ? Y bendíjolo allí .
Y llamó Jacob el nombre de aquel lugar , Peniel : porque vi á Dios cara á cara , y fué librada mi alma .
Y salióle el sol pasado que hubo á Peniel ; y cojeaba de su anca .
Por esto no comen los hijos de Israel , hasta hoy día , del tendón que se contrajo , el cual está en el encaje del muslo : porque tocó á Jacob este sitio de su muslo en el tendón que se contrajo .
Y ALZANDO Jacob sus ojos miró , y he aquí venía Esaú , y los cuatrocientos hombres con él : entonces repartió él los niños entre Lea y Rachêl y las dos siervas .
Y puso las siervas y sus niños delante ; luego á Lea y á sus niños ; y á Rachêl y á José los postreros .
Y él pasó delante de ellos , é inclinóse á tierra siete veces , hasta que llegó á su hermano .
Y Esaú corrió á su encuentro , y abrazóle , y echóse sobre su cuello , y le besó ; y lloraron .
Y alzó sus ojos , y vió las mujeres y los niños , y dijo : ¿ Qué te tocan éstos ? Y él respondió : Son los niños que Dios ha dado á tu siervo .
Y se llegaron las siervas , ellas y sus niños , é inclináronse .
Y llegóse Lea con sus niños , é inclináronse : y después llegó José y Rachêl , y también se inclinaron .
Y él dijo : ¿ Qué te propones con todas estas cuadrillas que he encontrado ? Y él respondió : El hallar gracia en los ojos de mi señor .
Y dijo Esaú : Harto tengo yo , hermano mío : sea para ti lo que es tuyo .
Y dijo Jacob : No , yo te ruego , si he hallado ahora gracia en tus ojos , toma mi presente de mi mano , pues que así he visto tu rostro , como si hubiera visto el rostro de Dios ; y hazme placer .
Toma , te ruego , mi dádiva que te es traída ; porque Dios me ha hecho merced , y todo lo que hay aquí es mío . Y porfió con él , y tomóla .
Y dijo : Anda , y vamos ; y yo iré delante de ti .
Y él le dijo : Mi señor sabe que los niños son tiernos , y que tengo ovejas y vacas paridas ; y si las fatigan , en un día morirán todas las ovejas .
Pase ahora mi señor delante de su siervo , y yo me iré poco á poco al paso de la hacienda que va delante de mí , y al paso de los niños , hasta que llegue á mi señor á Seir .
Y Esaú dijo : Dejaré ahora contigo de la gente que viene conmigo . Y él dijo : ¿ Para qué esto ? halle yo gracia en los ojos de mi señor .
Así se volvió Esaú aquel día por su camino á Seir .
Y Jacob se partió á Succoth , y edificó allí casa para sí , é hizo cabañas para su ganado : por tanto llamó el nombre de aquel lugar Succoth .
Y vino Jacob sano á la ciudad de Sichêm , que está en la tierra de Canaán , cuando venía de Padan - aram ; y acampó delante de la ciudad .
Y compró una parte del campo , donde tendió su tienda , de mano de los hijos de Hamor , padre de Sichêm , por cien piezas de moneda .
Y erigió allí un altar , y llamóle : El Dios de Israel .
Y SALIÓ Dina la hija de Lea , la cual había ésta parido á Jacob , á ver las hijas del país .
Y vióla Sichêm , hijo de Hamor Heveo , príncipe de aquella tierra , y tomóla , y echóse con ella , y la deshonró .
Mas su alma se apegó á Dina la hija de Lea , y enamoróse de la moza , y habló al corazón de la joven .
Y habló Sichêm á Hamor su padre , diciendo : Tómame por mujer esta moza .
Y oyó Jacob que había Sichêm amancillado á Dina su hija : y estando sus hijos con su ganado en el campo , calló Jacob hasta que ellos viniesen .
Y dirigióse Hamor padre de Sichêm á Jacob , para hablar con él .
Y los hijos de Jacob vinieron del campo cuando lo supieron ; y se entristecieron los varones , y se ensañaron mucho , porque hizo vileza en Israel echándose con la hija de Jacob , lo que no se debía haber hecho .
Y Hamor habló con ellos , diciendo : El alma de mi hijo Sichêm se ha apegado á vuestra hija ; ruégoos que se la deis por mujer .
Y emparentad con nosotros ; dadnos vuestras hijas , y tomad vosotros las nuestras .
Y habitad con nosotros ; porque la tierra estará delante de vosotros ; morad y negociad en ella , y tomad en ella posesión .
Sichêm también dijo á su padre y á sus hermanos : Halle yo gracia en vuestros ojos , y daré lo que me dijereis .
Aumentad á cargo mío mucho dote y dones , que yo daré cuanto me dijereis , y dadme la moza por mujer .
Y respondieron los hijos de Jacob á Sichêm y á Hamor su padre con engaño ; y parlaron , por cuanto había amancillado á Dina su hermana .
Y dijéronles : No podemos hacer esto de dar nuestra hermana á hombre que tiene prepucio ; porque entre nosotros es abominación .
Mas con esta condición os haremos placer : si habéis de ser como nosotros , que se circuncide entre vosotros todo varón ;
Entonces os daremos nuestras hijas , y tomaremos nosotros las vuestras ; y habitaremos con vosotros , y seremos un pueblo .
Mas si no nos prestareis oído para circuncidaros , tomaremos nuestra hija , y nos iremos .
Y parecieron bien sus palabras á Hamor y á Sichêm , hijo de Hamor .
Y no dilató el mozo hacer aquello , porque la hija de Jacob le había agradado : y él era el más honrado de toda la casa de su padre .
Entonces Hamor y Sichêm su hijo vinieron á la puerta de su ciudad , y hablaron á los varones de su ciudad , diciendo :
Estos varones son pacíficos con nosotros , y habitarán en el país , y traficarán en él : pues he aquí la tierra es bastante ancha para ellos : nosotros tomaremos sus hijas por mujeres , y les daremos las nuestras .
Mas con esta condición nos harán estos hombres el placer de habitar con nosotros , para que seamos un pueblo : si se circuncidare en nosotros todo varón , así como ellos son circuncidados .
Sus ganados , y su hacienda y todas sus bestias , serán nuestras : solamente convengamos con ellos , y habitarán con nosotros .
Y obedecieron á Hamor y á Sichêm su hijo todos los que salían por la puerta de la ciudad , y circuncidaron á todo varón , á cuantos salían por la puerta de su ciudad .
Y sucedió que al tercer día , cuando sentían ellos el mayor dolor , los dos hijos de Jacob , Simeón y Leví , hermanos de Dina , tomaron cada uno su espada , y vinieron contra la ciudad animosamente , y mataron á todo varón .
Y á Hamor y á Sichêm su hijo los mataron á filo de espada : y tomaron á Dina de casa de Sichêm , y saliéronse .
Y los hijos de Jacob vinieron á los muertos , y saquearon la ciudad ; por cuanto habían amancillado á su hermana .
Tomaron sus ovejas y vacas y sus asnos , y lo que había en la ciudad y en el campo ,
Y toda su hacienda ; se llevaron cautivos á todos sus niños y sus mujeres , y robaron todo lo que había en casa .
Entonces dijo Jacob á Simeón y á Leví : Habéisme turbado con hacerme abominable á los moradores de aquesta tierra , el Cananeo y el Pherezeo ; y teniendo yo pocos hombres , juntarse han contra mí , y me herirán , y seré destruído yo y mi casa .
Y ellos respondieron : ¿ Había él de tratar á nuestra hermana como á una ramera ?
Y DIJO Dios á Jacob : Levántate , sube á Beth - el , y estáte allí ; y haz allí un altar al Dios que te apareció cuando huías de tu hermano Esaú .
Entonces Jacob dijo á su familia y á todos los que con él estaban : Quitad los dioses ajenos que hay entre vosotros , y limpiaos , y mudad vuestros vestidos .
Y levantémonos , y subamos á Beth - el ; y haré allí altar al Dios que me respondió en el día de mi angustia , y ha sido conmigo en el camino que he andado .
Así dieron á Jacob todos los dioses ajenos que había en poder de ellos , y los zarzillos que estaban en sus orejas ; y Jacob los escondió debajo de una encina , que estaba junto á Sichêm .
Y partiéronse , y el terror de Dios fué sobre las ciudades que había en sus alrededores , y no siguieron tras los hijos de Jacob .
Y llegó Jacob á Luz , que está en tierra de Canaán , ( esta es Beth - el ) él y todo el pueblo que con él estaba ;
Y edificó allí un altar , y llamó al lugar El - Beth - el , porque allí le había aparecido Dios , cuando huía de su hermano .
Entonces murió Débora , ama de Rebeca , y fué sepultada á las raíces de Beth - el , debajo de una encina : y llamóse su nombre Allon - Bacuth .
Y aparecióse otra vez Dios á Jacob , cuando se había vuelto de Padan - aram , y bendíjole .
Y díjole Dios : Tu nombre es Jacob ; no se llamará más tu nombre Jacob , sino Israel será tu nombre : y llamó su nombre Israel .
Y díjole Dios : Yo soy el Dios Omnipotente : crece y multiplícate ; una nación y conjunto de naciones procederá de ti , y reyes saldrán de tus lomos :
Y la tierra que yo he dado á Abraham y á Isaac , la daré á ti : y á tu simiente después de ti daré la tierra .
Y fuése de él Dios , del lugar donde con él había hablado .
Y Jacob erigió un título en el lugar donde había hablado con él , un título de piedra , y derramó sobre él libación , y echó sobre él aceite .
Y llamó Jacob el nombre de aquel lugar donde Dios había hablado con él , Beth - el .
Y partieron de Beth - el , y había aún como media legua de tierra para llegar á Ephrata , cuando parió Rachêl , y hubo trabajo en su parto .
Y aconteció , que como había trabajo en su parir , díjole la partera : No temas , que también tendrás este hijo .
Y acaeció que al salírsele el alma , ( pues murió ) llamó su nombre Benoni ; mas su padre lo llamó Benjamín .
Así murió Rachêl , y fué sepultada en el camino de Ephrata , la cual es Beth - lehem .
Y puso Jacob un título sobre su sepultura : este es el título de la sepultura de Rachêl hasta hoy .
Y partió Israel , y tendió su tienda de la otra parte de Migdaleder .
Y acaeció , morando Israel en aquella tierra , que fué Rubén y durmió con Bilha la concubina de su padre ; lo cual llegó á entender Israel . Ahora bien , los hijos de Israel fueron doce :
Los hijos de Lea : Rubén el primogénito de Jacob , y Simeón , y Leví , y Judá , é Issachâr , y Zabulón .
Los hijos de Rachêl : José , y Benjamín .
Y los hijos de Bilha , sierva de Rachêl : Dan , y Nephtalí .
Y los hijos de Zilpa , sierva de Lea : Gad , y Aser . Estos fueron los hijos de Jacob , que le nacieron en Padan - aram .
Y vino Jacob á Isaac su padre á Mamre , á la ciudad de Arba , que es Hebrón , donde habitaron Abraham é Isaac .
Y fueron los días de Isaac ciento ochenta años .
Y exhaló Isaac el espíritu , y murió , y fué recogido á sus pueblos , viejo y harto de días ; y sepultáronlo Esaú y Jacob sus hijos .
Y ESTAS son las generaciones de Esaú , el cual es Edom .
Esaú tomó sus mujeres de las hijas de Canaán : á Ada , hija de Elón Hetheo , y á Aholibama , hija de Ana , hija de Zibeón el Heveo ;
Y á Basemath , hija de Ismael , hermana de Navaioth .
Y Ada parió á Esaú á Eliphaz ; y Basemath parió á Reuel .
Y Aholibama parió á Jeús , y á Jaalam , y á Cora : estos son los hijos de Esaú , que le nacieron en la tierra de Canaán .
Y Esaú tomó sus mujeres , y sus hijos , y sus hijas , y todas las personas de su casa , y sus ganados , y todas sus bestias , y toda su hacienda que había adquirido en la tierra de Canaán , y fuése á otra tierra de delante de Jacob su hermano :
Porque la hacienda de ellos era grande , y no podían habitar juntos , ni la tierra de su peregrinación los podía sostener á causa de sus ganados .
Y Esaú habitó en el monte de Seir : Esaú es Edom .
Estos son los linajes de Esaú , padre de Edom , en el monte de Seir .
Estos son los nombres de los hijos de Esaú : Eliphaz , hijo de Ada , mujer de Esaú ; Reuel , hijo de Basemath , mujer de Esaú .
Y los hijos de Eliphaz fueron Temán , Omar , Zepho , Gatam , y Cenaz .
Y Timna fué concubina de Eliphaz , hijo de Esaú , la cual le parió á Amalec : estos son los hijos de Ada , mujer de Esaú .
Y los hijos de Reuel fueron Nahath , Zera , Samma , y Mizza : estos son los hijos de Basemath , mujer de Esaú .
Estos fueron los hijos de Aholibama , mujer de Esaú , hija de Ana , que fué hija de Zibeón : ella parió á Esaú á Jeús , Jaalam , y Cora .
Estos son los duques de los hijos de Esaú . Hijos de Eliphaz , primogénito de Esaú : el duque Temán , el duque Omar , el duque Zepho , el duque Cenaz ,
El duque Cora , el duque Gatam , y el duque Amalec : estos son los duques de Eliphaz en la tierra de Edom ; estos fueron los hijos de Ada .
Y estos son los hijos de Reuel , hijo de Esaú : el duque Nahath , el duque Zera , el duque Samma , y el duque Mizza : estos son los duques de la línea de Reuel en la tierra de Edom ; estos hijos vienen de Basemath , mujer de Esaú .
Y estos son los hijos de Aholibama , mujer de Esaú : el duque Jeús , el duque Jaalam , y el duque Cora : estos fueron los duques que salieron de Aholibama , mujer de Esaú , hija de Ana .
Estos , pues , son los hijos de Esaú , y sus duques : él es Edom .
Y estos son los hijos de Seir Horeo , moradores de aquella tierra : Lotán , Sobal , Zibeón , Ana ,
Disón , Ezer , y Disán : estos son los duques de los Horeos , hijos de Seir en la tierra de Edom .
Los hijos de Lotán fueron Hori y Hemán ; y Timna fué hermana de Lotán .
Y los hijos de Sobal fueron Alván , Manahath , Ebal , Sepho , y Onán .
Y los hijos de Zibeón fueron Aja , y Ana . Este Ana es el que descubrió los mulos en el desierto , cuando apacentaba los asnos de Zibeón su padre .
Los hijos de Ana fueron Disón , y Aholibama , hija de Ana .
Y estos fueron los hijos de Disón : Hemdán , Eshbán , Ithram , y Cherán .
Y estos fueron los hijos de Ezer : Bilhán , Zaaván , y Acán .
Estos fueron los hijos de Disán : Huz , y Arán .
Y estos fueron los duques de los Horeos : el duque Lotán , el duque Sobal , el duque Zibeón , el duque Ana ,
El duque Disón , el duque Ezer , el duque Disán : estos fueron los duques de los Horeos : por sus ducados en la tierra de Seir .
Y los reyes que reinaron en la tierra de Edom , antes que reinase rey sobre los hijos de Israel , fueron estos :
Bela , hijo de Beor , reinó en Edom : y el nombre de su ciudad fué Dinaba .
Y murió Bela , y reinó en su lugar Jobab , hijo de Zera , de Bosra .
Y murió Jobab , y en su lugar reinó Husam , de tierra de Temán .
Y murió Husam , y reinó en su lugar Adad , hijo de Badad , el que hirió á Midián en el campo de Moab : y el nombre de su ciudad fué Avith .
Y murió Adad , y en su lugar reinó Samla , de Masreca .
Y murió Samla , y reinó en su lugar Saúl , de Rehoboth del Río .
Y murió Saúl , y en lugar suyo reinó Baalanán , hijo de Achbor .
Y murió Baalanán , hijo de Achbor , y reinó Adar en lugar suyo : y el nombre de su ciudad fué Pau ; y el nombre de su mujer Meetabel , hija de Matred , hija de Mezaab .
Estos , pues , son los nombres de los duques de Esaú por sus linajes , por sus lugares , y sus nombres : el duque Timna , el duque Alva , el duque Jetheth ,
El duque Aholibama , el duque Ela , el duque Pinón ,
El duque Cenaz , el duque Temán , el duque Mibzar ,
El duque Magdiel , y el duque Hiram . Estos fueron los duques de Edom por sus habitaciones en la tierra de su posesión . Edom es el mismo Esaú , padre de los Idumeos .
Y HABITÓ Jacob en la tierra donde peregrinó su padre , en la tierra de Canaán .
Estas fueron las generaciones de Jacob . José , siendo de edad de diez y siete años apacentaba las ovejas con sus hermanos ; y el joven estaba con los hijos de Bilha , y con los hijos de Zilpa , mujeres de su padre : y noticiaba José á su padre la mala fama de ellos .
Y amaba Israel á José más que á todos sus hijos , porque le había tenido en su vejez : y le hizo una ropa de diversos colores .
Y viendo sus hermanos que su padre lo amaba más que á todos sus hermanos , aborrecíanle , y no le podían hablar pacíficamente .
Y soñó José un sueño , y contólo á sus hermanos ; y ellos vinieron á aborrecerle más todavía .
Y él les dijo : Oíd ahora este sueño que he soñado :
He aquí que atábamos manojos en medio del campo , y he aquí que mi manojo se levantaba , y estaba derecho , y que vuestros manojos estaban alrededor , y se inclinaban al mío .
Y respondiéronle sus hermanos : ¿ Has de reinar tú sobre nosotros , ó te has de enseñorear sobre nosotros ? Y le aborrecieron aún más á causa de sus sueños y de sus palabras .
Y soñó aún otro sueño , y contólo á sus hermanos , diciendo : He aquí que he soñado otro sueño , y he aquí que el sol y la luna y once estrellas se inclinaban á mí .
Y contólo á su padre y á sus hermanos : y su padre le reprendió , y díjole : ¿ Qué sueño es este que soñaste ? ¿ Hemos de venir yo y tu madre , y tus hermanos , á inclinarnos á ti á tierra ?
Y sus hermanos le tenían envidia , mas su padre paraba la consideración en ello .
Y fueron sus hermanos á apacentar las ovejas de su padre en Sichêm .
Y dijo Israel á José : Tus hermanos apacientan las ovejas en Sichêm : ven , y te enviaré á ellos . Y él respondió : Heme aquí .
Y él le dijo : Ve ahora , mira cómo están tus hermanos y cómo están las ovejas , y tráeme la respuesta . Y enviólo del valle de Hebrón , y llegó á Sichêm .
Y hallólo un hombre , andando él perdido por el campo , y preguntóle aquel hombre , diciendo : ¿ Qué buscas ?
Y él respondió : Busco á mis hermanos : ruégote que me muestres dónde pastan .
Y aquel hombre respondió : Ya se han ido de aquí ; y yo les oí decir : Vamos á Dothán . Entonces José fué tras de sus hermanos , y hallólos en Dothán .
Y como ellos lo vieron de lejos , antes que cerca de ellos llegara , proyectaron contra él para matarle .
Y dijeron el uno al otro : He aquí viene el soñador ;
Ahora pues , venid , y matémoslo y echémosle en una cisterna , y diremos : Alguna mala bestia le devoró : y veremos qué serán sus sueños .
Y como Rubén oyó esto , librólo de sus manos , y dijo : No lo matemos .
Y díjoles Rubén : No derraméis sangre ; echadlo en esta cisterna que está en el desierto , y no pongáis mano en él ; por librarlo así de sus manos , para hacerlo volver á su padre .
Y sucedió que , cuando llegó José á sus hermanos , ellos hicieron desnudar á José su ropa , la ropa de colores que tenía sobre sí ;
Y tomáronlo , y echáronle en la cisterna ; mas la cisterna estaba vacía , no había en ella agua .
Y sentáronse á comer pan : y alzando los ojos miraron , y he aquí una compañía de Ismaelitas que venía de Galaad , y sus camellos traían aromas y bálsamo y mirra , é iban á llevarlo á Egipto .
Entonces Judá dijo á sus hermanos : ¿ Qué provecho el que matemos á nuestro hermano y encubramos su muerte ?
Venid , y vendámosle á los Ismaelitas , y no sea nuestra mano sobre él ; que nuestro hermano es nuestra carne . Y sus hermanos acordaron con él .
Y como pasaban los Midianitas mercaderes , sacaron ellos á José de la cisterna , y trajéronle arriba , y le vendieron á los Ismaelitas por veinte piezas de plata . Y llevaron á José á Egipto .
Y Rubén volvió á la cisterna , y no halló á José dentro , y rasgó sus vestidos .
Y tornó á sus hermanos , y dijo : El mozo no parece ; y yo , ¿ adónde iré yo ?
Entonces tomaron ellos la ropa de José , y degollaron un cabrito de las cabras , y tiñeron la ropa con la sangre ;
Y enviaron la ropa de colores y trajéronla á su padre , y dijeron : Esta hemos hallado , reconoce ahora si es ó no la ropa de tu hijo .
Y él la conoció , y dijo : La ropa de mi hijo es ; alguna mala bestia le devoró ; José ha sido despedazado .
Entonces Jacob rasgó sus vestidos , y puso saco sobre sus lomos , y enlutóse por su hijo muchos días .
Y levantáronse todos sus hijos y todas sus hijas para consolarlo ; mas él no quiso tomar consolación , y dijo : Porque yo tengo de descender á mi hijo enlutado hasta la sepultura . Y llorólo su padre .
Y los Midianitas lo vendieron en Egipto á Potiphar , eunuco de Faraón , capitán de los de la guardia .
Y ACONTECIÓ en aquel tiempo , que Judá descendió de con sus hermanos , y fuése á un varón Adullamita , que se llamaba Hira .
Y vió allí Judá la hija de un hombre Cananeo , el cual se llamaba Súa ; y tomóla , y entró á ella :
La cual concibió , y parió un hijo ; y llamó su nombre Er .
Y concibió otra vez , y parió un hijo , y llamó su nombre Onán .
Y volvió á concebir , y parió un hijo , y llamó su nombre Sela . Y estaba en Chezib cuando lo parió .
Y Judá tomó mujer para su primogénito Er , la cual se llamaba Thamar .
Y Er , el primogénito de Judá , fué malo á los ojos de Jehová , y quitóle Jehová la vida .
Entonces Judá dijo á Onán : Entra á la mujer de tu hermano , y despósate con ella , y suscita simiente á tu hermano .
Y sabiendo Onán que la simiente no había de ser suya , sucedía que cuando entraba á la mujer de su hermano vertía en tierra , por no dar simiente á su hermano .
Y desagradó en ojos de Jehová lo que hacía , y también quitó á él la vida .
Y Judá dijo á Thamar su nuera : Estáte viuda en casa de tu padre , hasta que crezca Sela mi hijo ; porque dijo : Que quizá no muera él también como sus hermanos . Y fuése Thamar , y estúvose en casa de su padre .
Y pasaron muchos días , y murió la hija de Súa , mujer de Judá ; y Judá se consoló , y subía á los trasquiladores de sus ovejas á Timnath , él y su amigo Hira el Adullamita .
Y fué dado aviso á Thamar , diciendo : He aquí tu suegro sube á Timnath á trasquilar sus ovejas .
Entonces quitó ella de sobre sí los vestidos de su viudez , y cubrióse con un velo , y arrebozóse , y se puso á la puerta de las aguas que están junto al camino de Timnath ; porque veía que había crecido Sela , y ella no era dada á él por mujer .
Y vióla Judá , y túvola por ramera , porque había ella cubierto su rostro .
Y apartóse del camino hacia ella , y díjole : Ea , pues , ahora entraré á ti ; porque no sabía que era su nuera ; y ella dijo : ¿ Qué me has de dar , si entrares á mí ?
El respondió : Yo te enviaré del ganado un cabrito de las cabras . Y ella dijo : Hasme de dar prenda hasta que lo envíes .
Entonces él dijo : ¿ Qué prenda te daré ? Ella respondió : Tu anillo , y tu manto , y tu bordón que tienes en tu mano . Y él se los dió , y entró á ella , la cual concibió de él .
Y levantóse , y fuése : y quitóse el velo de sobre sí , y vistióse las ropas de su viudez .
Y Judá envió el cabrito de las cabras por mano de su amigo el Adullamita , para que tomase la prenda de mano de la mujer ; mas no la halló .
Y preguntó á los hombres de aquel lugar , diciendo : ¿ Dónde está la ramera de las aguas junto al camino ? Y ellos le dijeron : No ha estado aquí ramera .
Entonces él se volvió á Judá , y dijo : No la he hallado ; y también los hombres del lugar dijeron : Aquí no ha estado ramera .
Y Judá dijo : Tómeselo para sí , porque no seamos menospreciados : he aquí yo he enviado este cabrito , y tú no la hallaste .
Y acaeció que al cabo de unos tres meses fué dado aviso á Judá , diciendo : Thamar tu nuera ha fornicado , y aun cierto está preñada de las fornicaciones . Y Judá dijo : Sacadla , y sea quemada .
Y ella , cuando la sacaban , envió á decir á su suegro : Del varón cuyas son estas cosas , estoy preñada : y dijo más : Mira ahora cúyas son estas cosas , el anillo , y el manto , y el bordón .
Entonces Judá los reconoció , y dijo : Más justa es que yo , por cuanto no la he dado á Sela mi hijo . Y nunca más la conoció .
Y aconteció que al tiempo del parir , he aquí había dos en su vientre .
Y sucedió , cuando paría , que sacó la mano el uno , y la partera tomó y ató á su mano un hilo de grana , diciendo : Este salió primero .
Empero fué que tornando él á meter la mano , he aquí su hermano salió ; y ella dijo : ¿ Por qué has hecho sobre ti rotura ? Y llamó su nombre Phares .
Y después salió su hermano , el que tenía en su mano el hilo de grana , y llamó su nombre Zara .
Y LLEVADO José á Egipto , comprólo Potiphar , eunuco de Faraón , capitán de los de la guardia , varón Egipcio , de mano de los Ismaelitas que lo habían llevado allá .
Mas Jehová fué con José , y fué varón prosperado : y estaba en la casa de su señor el Egipcio .
Y vió su señor que Jehová era con él , y que todo lo que él hacía , Jehová lo hacía prosperar en su mano .
Así halló José gracia en sus ojos , y servíale ; y él le hizo mayordomo de su casa , y entregó en su poder todo lo que tenía .
Y aconteció que , desde cuando le dió el encargo de su casa , y de todo lo que tenía , Jehová bendijo la casa del Egipcio á causa de José ; y la bendición de Jehová fué sobre todo lo que tenía , así en casa como en el campo .
Y dejó todo lo que tenía en mano de José ; ni con él sabía de nada más que del pan que comía . Y era José de hermoso semblante y bella presencia .
Y aconteció después de esto , que la mujer de su señor puso sus ojos en José , y dijo : Duerme conmigo .
Y él no quiso , y dijo á la mujer de su señor : He aquí que mi señor no sabe conmigo lo que hay en casa , y ha puesto en mi mano todo lo que tiene :
No hay otro mayor que yo en esta casa , y ninguna cosa me ha reservado sino á ti , por cuanto tú eres su mujer ; ¿ cómo , pues , haría yo este grande mal , y pecaría contra Dios ?
Y fué que hablando ella á José cada día , y no escuchándola él para acostarse al lado de ella , para estar con ella ,
Aconteció que entró él un día en casa para hacer su oficio , y no había nadie de los de casa allí en casa :
Y asiólo ella por su ropa , diciendo : Duerme conmigo . Entonces dejóla él su ropa en las manos , y huyó , y salióse fuera .
Y acaeció que cuando vió ella que le había dejado su ropa en sus manos , y había huído fuera ,
Llamó á los de casa , y hablóles diciendo : Mirad , nos ha traído un Hebreo , para que hiciese burla de nosotros : vino él á mí para dormir conmigo , y yo dí grandes voces ;
Y viendo que yo alzaba la voz y gritaba , dejó junto á mí su ropa , y huyó , y salióse fuera .
Y ella puso junto á sí la ropa de él , hasta que vino su señor á su casa .
Entonces le habló ella semejantes palabras , diciendo : El siervo Hebreo que nos trajiste , vino á mí para deshonrarme ;
Y como yo alcé mi voz y grité , él dejó su ropa junto á mí , y huyó fuera .
Y sucedió que como oyó su señor las palabras que su mujer le hablara , diciendo : Así me ha tratado tu siervo ; encendióse su furor .
Y tomó su señor á José , y púsole en la casa de la cárcel , donde estaban los presos del rey , y estuvo allí en la casa de la cárcel .
Mas Jehová fué con José , y extendió á él su misericordia , y dióle gracia en ojos del principal de la casa de la cárcel .
Y el principal de la casa de la cárcel entregó en mano de José todos los presos que había en aquella prisión ; todo lo que hacían allí , él lo hacía .
No veía el principal de la cárcel cosa alguna que en su mano estaba ; porque Jehová era con él , y lo que él hacía , Jehová lo prosperaba .
Y ACONTECIÓ después de estas cosas , que el copero del rey de Egipto y el panadero delinquieron contra su señor el rey de Egipto .
Y enojóse Faraón contra sus dos eunucos , contra el principal de los coperos , y contra el principal de los panaderos :
Y púsolos en prisión en la casa del capitán de los de la guardia , en la casa de la cárcel donde José estaba preso .
Y el capitán de los de la guardia dió cargo de ellos á José , y él les servía : y estuvieron días en la prisión .
Y ambos á dos , el copero y el panadero del rey de Egipto , que estaban arrestados en la prisión , vieron un sueño , cada uno su sueño en una misma noche , cada uno conforme á la declaración de su sueño .
Y vino á ellos José por la mañana , y mirólos , y he aquí que estaban tristes .
Y él preguntó á aquellos eunucos de Faraón , que estaban con él en la prisión de la casa de su señor , diciendo : ¿ Por qué parecen hoy mal vuestros semblantes ?
Y ellos le dijeron : Hemos tenido un sueño , y no hay quien lo declare . Entonces les dijo José : ¿ No son de Dios las declaraciones ? Contádmelo ahora .
Entonces el principal de los coperos contó su sueño á José , y díjole : Yo soñaba que veía una vid delante de mí ,
Y en la vid tres sarmientos ; y ella como que brotaba , y arrojaba su flor , viniendo á madurar sus racimos de uvas :
Y que la copa de Faraón estaba en mi mano , y tomaba yo las uvas , y las exprimía en la copa de Faraón , y daba yo la copa en mano de Faraón .
Y díjole José : Esta es su declaración : Los tres sarmientos son tres días :
Al cabo de tres días Faraón te hará levantar cabeza , y te restituirá á tu puesto : y darás la copa á Faraón en su mano , como solías cuando eras su copero .
Acuérdate , pues , de mí para contigo cuando tuvieres ese bien , y ruégote que uses conmigo de misericordia , y hagas mención de mí á Faraón , y me saques de esta casa :
Porque hurtado he sido de la tierra de los Hebreos ; y tampoco he hecho aquí porqué me hubiesen de poner en la cárcel .
Y viendo el principal de los panaderos que había declarado para bien , dijo á José : También yo soñaba que veía tres canastillos blancos sobre mi cabeza ;
Y en el canastillo más alto había de todas las viandas de Faraón , obra de panadero ; y que las aves las comían del canastillo de sobre mi cabeza .
Entonces respondió José , y dijo : Esta es su declaración : Los tres canastillos tres días son ;
Al cabo de tres días quitará Faraón tu cabeza de sobre ti , y te hará colgar en la horca , y las aves comerán tu carne de sobre ti .
Y fué el tercero día el día del nacimiento de Faraón , é hizo banquete á todos sus sirvientes : y alzó la cabeza del principal de los coperos , y la cabeza del principal de los panaderos , entre sus servidores .
E hizo volver á su oficio al principal de los coperos ; y dió él la copa en mano de Faraón .
Mas hizo ahorcar al principal de los panaderos , como le había declarado José .
Y el principal de los coperos no se acordó de José , sino que le olvidó .
Y ACONTECIÓ que pasados dos años tuvo Faraón un sueño : Parecíale que estaba junto al río ;
Y que del río subían siete vacas , hermosas á la vista , y muy gordas , y pacían en el prado :
Y que otras siete vacas subían tras ellas del río , de fea vista , y enjutas de carne , y se pararon cerca de las vacas hermosas á la orilla del río :
Y que las vacas de fea vista y enjutas de carne devoraban á las siete vacas hermosas y muy gordas . Y despertó Faraón .
Durmióse de nuevo , y soñó la segunda vez : Que siete espigas llenas y hermosas subían de una sola caña :
Y que otras siete espigas menudas y abatidas del Solano , salían después de ellas :
Y las siete espigas menudas devoraban á las siete espigas gruesas y llenas . Y despertó Faraón , y he aquí que era sueño .
Y acaeció que á la mañana estaba agitado su espíritu ; y envió é hizo llamar á todos los magos de Egipto , y á todos sus sabios : y contóles Faraón sus sueños , mas no había quien á Faraón los declarase .
Entonces el principal de los coperos habló á Faraón , diciendo : Acuérdome hoy de mis faltas :
Faraón se enojó contra sus siervos , y á mí me echó á la prisión de la casa del capitán de los de la guardia , á mí y al principal de los panaderos :
Y yo y él vimos un sueño una misma noche : cada uno soñó conforme á la declaración de su sueño .
Y estaba allí con nosotros un mozo Hebreo , sirviente del capitán de los de la guardia ; y se lo contamos , y él nos declaró nuestros sueños , y declaró á cada uno conforme á su sueño .
Y aconteció que como él nos declaró , así fué : á mí me hizo volver á mi puesto , é hizo colgar al otro .
Entonces Faraón envió y llamó á José ; é hiciéronle salir corriendo de la cárcel , y le cortaron el pelo , y mudaron sus vestidos , y vino á Faraón .
Y dijo Faraón á José : Yo he tenido un sueño , y no hay quien lo declare ; mas he oído decir de ti , que oyes sueños para declararlos .
Y respondió José á Faraón , diciendo : No está en mí ; Dios será el que responda paz á Faraón .
Entonces Faraón dijo á José : En mi sueño parecíame que estaba á la orilla del río :
Y que del río subían siete vacas de gruesas carnes y hermosa apariencia , que pacían en el prado :
Y que otras siete vacas subían después de ellas , flacas y de muy fea traza ; tan extenuadas , que no he visto otras semejantes en toda la tierra de Egipto en fealdad :
Y las vacas flacas y feas devoraban á las siete primeras vacas gruesas :
Y entraban en sus entrañas , mas no se conocía que hubiesen entrado en ellas , porque su parecer era aún malo , como de primero . Y yo desperté .
Vi también soñando , que siete espigas subían en una misma caña llenas y hermosas ;
Y que otras siete espigas menudas , marchitas , abatidas del Solano , subían después de ellas :
Y las espigas menudas devoraban á las siete espigas hermosas : y helo dicho á los magos , mas no hay quien me lo declare .
Entonces respondió José á Faraón : El sueño de Faraón es uno mismo : Dios ha mostrado á Faraón lo que va á hacer .
Las siete vacas hermosas siete años son ; y las espigas hermosas son siete años : el sueño es uno mismo .
También las siete vacas flacas y feas que subían tras ellas , son siete años ; y las siete espigas menudas y marchitas del Solano , siete años serán de hambre .
Esto es lo que respondo á Faraón . Lo que Dios va á hacer , halo mostrado á Faraón .
He aquí vienen siete años de grande hartura en toda la tierra de Egipto :
Y levantarse han tras ellos siete años de hambre ; y toda la hartura será olvidada en la tierra de Egipto ; y el hambre consumirá la tierra ;
Y aquella abundancia no se echará de ver á causa del hambre siguiente , la cual será gravísima .
Y el suceder el sueño á Faraón dos veces , significa que la cosa es firme de parte de Dios , y que Dios se apresura á hacerla .
Por tanto , provéase ahora Faraón de un varón prudente y sabio , y póngalo sobre la tierra de Egipto .
Haga esto Faraón , y ponga gobernadores sobre el país , y quinte la tierra de Egipto en los siete años de la hartura ;
Y junten toda la provisión de estos buenos años que vienen , y alleguen el trigo bajo la mano de Faraón para mantenimiento de las ciudades ; y guárdenlo .
Y esté aquella provisión en depósito para el país , para los siete años del hambre que serán en la tierra de Egipto ; y el país no perecerá de hambre .
Y el negocio pareció bien á Faraón , y á sus siervos .
Y dijo Faraón á sus siervos : ¿ Hemos de hallar otro hombre como éste , en quien haya espíritu de Dios ?
Y dijo Faraón á José : Pues que Dios te ha hecho saber todo esto , no hay entendido ni sabio como tú :
Tú serás sobre mi casa , y por tu dicho se gobernará todo mi pueblo : solamente en el trono seré yo mayor que tú .
Dijo más Faraón á José : He aquí yo te he puesto sobre toda la tierra de Egipto .
Entonces Faraón quitó su anillo de su mano , y púsolo en la mano de José , é hízole vestir de ropas de lino finísimo , y puso un collar de oro en su cuello ;
E hízolo subir en su segundo carro , y pregonaron delante de él : Doblad la rodilla : y púsole sobre toda la tierra de Egipto .
Y dijo Faraón á José : Yo Faraón ; y sin ti ninguno alzará su mano ni su pie en toda la tierra de Egipto .
Y llamó Faraón el nombre de José , Zaphnath - paaneah ; y dióle por mujer á Asenath , hija de Potipherah , sacerdote de On . Y salió José por toda la tierra de Egipto .
Y era José de edad de treinta años cuando fué presentado delante de Faraón , rey de Egipto : y salió José de delante de Faraón , y transitó por toda la tierra de Egipto .
E hizo la tierra en aquellos siete años de hartura á montones .
Y él juntó todo el mantenimiento de los siete años que fueron en la tierra de Egipto , y guardó mantenimiento en las ciudades , poniendo en cada ciudad el mantenimiento del campo de sus alrededores .
Y acopió José trigo como arena de la mar , mucho en extremo , hasta no poderse contar , porque no tenía número .
Y nacieron á José dos hijos antes que viniese el primer año del hambre , los cuales le parió Asenath , hija de Potipherah , sacerdote de On .
Y llamó José el nombre del primogénito Manasés ; porque Dios ( dijo ) me hizo olvidar todo mi trabajo , y toda la casa de mi padre .
Y el nombre del segundo llamólo Ephraim ; porque Dios ( dijo ) me hizo fértil en la tierra de mi aflicción .
Y cumpliéronse los siete años de la hartura , que hubo en la tierra de Egipto .
Y comenzaron á venir los siete años del hambre , como José había dicho : y hubo hambre en todos los países , mas en toda la tierra de Egipto había pan .
Y cuando se sintió el hambre en toda la tierra de Egipto , el pueblo clamó á Faraón por pan . Y dijo Faraón á todos los Egipcios : Id á José , y haced lo que él os dijere .
Y el hambre estaba por toda la extensión del país . Entonces abrió José todo granero donde había , y vendía á los Egipcios ; porque había crecido el hambre en la tierra de Egipto .
Y toda la tierra venía á Egipto para comprar de José , porque por toda la tierra había crecido el hambre .
Y VIENDO Jacob que en Egipto había alimentos , dijo á sus hijos : ¿ Por qué os estáis mirando ?
Y dijo : He aquí , yo he oído que hay víveres en Egipto ; descended allá , y comprad de allí para nosotros , para que podamos vivir , y no nos muramos .
Y descendieron los diez hermanos de José á comprar trigo á Egipto .
Mas Jacob no envió á Benjamín hermano de José con sus hermanos ; porque dijo : No sea acaso que le acontezca algún desastre .
Y vinieron los hijos de Israel á comprar entre los que venían : porque había hambre en la tierra de Canaán .
Y José era el señor de la tierra , que vendía á todo el pueblo de la tierra : y llegaron los hermanos de José , é inclináronse á él rostro por tierra .
Y José como vió á sus hermanos , conociólos ; mas hizo que no los conocía , y hablóles ásperamente , y les dijo : ¿ De dónde habéis venido ? Ellos respondieron : De la tierra de Canaán á comprar alimentos .
José , pues , conoció á sus hermanos ; pero ellos no le conocieron .
Entonces se acordó José de los sueños que había tenido de ellos , y díjoles : Espías sois ; por ver lo descubierto del país habéis venido .
Y ellos le respondieron : No , señor mío : mas tus siervos han venido á comprar alimentos .
Todos nosotros somos hijos de un varón : somos hombres de verdad : tus siervos nunca fueron espías .
Y él les dijo : No ; á ver lo descubierto del país habéis venido .
Y ellos respondieron : Tus siervos somos doce hermanos , hijos de un varón en la tierra de Canaán ; y he aquí el menor está hoy con nuestro padre , y otro no parece .
Y José les dijo : Eso es lo que os he dicho , afirmando que sois espías :
En esto seréis probados : Vive Faraón que no saldréis de aquí , sino cuando vuestro hermano menor aquí viniere .
Enviad uno de vosotros , y traiga á vuestro hermano ; y vosotros quedad presos , y vuestras palabras serán probadas , si hay verdad con vosotros : y si no , vive Faraón , que sois espías .
Y juntólos en la cárcel por tres días .
Y al tercer día díjoles José : Haced esto , y vivid : Yo temo á Dios :
Si sois hombres de verdad , quede preso en la casa de vuestra cárcel uno de vuestros hermanos ; y vosotros id , llevad el alimento para el hambre de vuestra casa :
Pero habéis de traerme á vuestro hermano menor , y serán verificadas vuestras palabras , y no moriréis . Y ellos lo hicieron así .
Y decían el uno al otro : Verdaderamente hemos pecado contra nuestro hermano , que vimos la angustia de su alma cuando nos rogaba , y no le oímos : por eso ha venido sobre nosotros esta angustia .
Entonces Rubén les respondió , diciendo : ¿ No os hablé yo y dije : No pequéis contra el mozo ; y no escuchasteis ? He aquí también su sangre es requerida .
Y ellos no sabían que los entendía José , porque había intérprete entre ellos .
Y apartóse él de ellos , y lloró : después volvió á ellos , y les habló , y tomó de entre ellos á Simeón , y aprisionóle á vista de ellos .
Y mandó José que llenaran sus sacos de trigo , y devolviesen el dinero de cada uno de ellos , poniéndolo en su saco , y les diesen comida para el camino : é hízose así con ellos .
Y ellos pusieron su trigo sobre sus asnos , y fuéronse de allí .
Y abriendo uno de ellos su saco para dar de comer á su asno en el mesón , vió su dinero que estaba en la boca de su costal .
Y dijo á sus hermanos : Mi dinero se me ha devuelto , y aun helo aquí en mi saco . Sobresaltóseles entonces el corazón , y espantados dijeron el uno al otro : ¿ Qué es esto que nos ha hecho Dios ?
Y venidos á Jacob su padre en tierra de Canaán , contáronle todo lo que les había acaecido , diciendo :
Aquel varón , señor de la tierra , nos habló ásperamente , y nos trató como á espías de la tierra :
Y nosotros le dijimos : Somos hombres de verdad , nunca fuimos espías :
Somos doce hermanos , hijos de nuestro padre ; uno no parece , y el menor está hoy con nuestro padre en la tierra de Canaán .
Y aquel varón , señor de la tierra , nos dijo : En esto conoceré que sois hombres de verdad ; dejad conmigo uno de vuestros hermanos , y tomad para el hambre de vuestras casas , y andad ,
Y traedme á vuestro hermano el menor , para que yo sepa que no sois espías , sino hombres de verdad : así os daré á vuestro hermano , y negociaréis en la tierra .
Y aconteció que vaciando ellos sus sacos , he aquí que en el saco de cada uno estaba el atado de su dinero : y viendo ellos y su padre los atados de su dinero , tuvieron temor .
Entonces su padre Jacob les dijo : Habéisme privado de mis hijos ; José no parece , ni Simeón tampoco , y á Benjamín le llevaréis : contra mí son todas estas cosas .
Y Rubén habló á su padre , diciendo : Harás morir á mis dos hijos , si no te lo volviere ; entrégalo en mi mano , que yo lo volveré á ti .
Y él dijo : No descenderá mi hijo con vosotros ; que su hermano es muerto , y él solo ha quedado : y si le aconteciere algún desastre en el camino por donde vais , haréis descender mis canas con dolor á la sepultura .
Y EL hambre era grande en la tierra .
Y aconteció que como acabaron de comer el trigo que trajeron de Egipto , díjoles su padre : Volved , y comprad para nosotros un poco de alimento .
Y respondió Judá , diciendo : Aquel varón nos protestó con ánimo resuelto , diciendo : No veréis mi rostro sin vuestro hermano con vosotros .
Si enviares á nuestro hermano con nosotros , descenderemos y te compraremos alimento :
Pero si no le enviares , no descenderemos : porque aquel varón nos dijo : No veréis mi rostro sin vuestro hermano con vosotros .
Y dijo Israel : ¿ Por qué me hicisteis tanto mal , declarando al varón que teníais más hermano ?
Y ellos respondieron : Aquel varón nos preguntó expresamente por nosotros , y por nuestra parentela , diciendo : ¿ Vive aún vuestro padre ? ¿ tenéis otro hermano ? y declarámosle conforme á estas palabras . ¿ Podíamos nosotros saber que había de decir : Haced venir á vuestro hermano ?
Entonces Judá dijo á Israel su padre : Envía al mozo conmigo , y nos levantaremos é iremos , á fin que vivamos y no muramos nosotros , y tú , y nuestros niños .
Yo lo fío ; á mí me pedirás cuenta de él : si yo no te lo volviere y lo pusiere delante de ti , seré para ti el culpante todos los días :
Que si no nos hubiéramos detenido , cierto ahora hubiéramos ya vuelto dos veces .
Entonces Israel su padre les respondió : Pues que así es , hacedlo ; tomad de lo mejor de la tierra en vuestros vasos , y llevad á aquel varón un presente , un poco de bálsamo , y un poco de miel , aromas y mirra , nueces y almendras .
Y tomad en vuestras manos doblado dinero , y llevad en vuestra mano el dinero vuelto en las bocas de vuestros costales ; quizá fué yerro .
Tomad también á vuestro hermano , y levantaos , y volved á aquel varón .
Y el Dios Omnipotente os dé misericordias delante de aquel varón , y os suelte al otro vuestro hermano , y á este Benjamín . Y si he de ser privado de mis hijos , séalo .
Entonces tomaron aquellos varones el presente , y tomaron en su mano doblado dinero , y á Benjamín ; y se levantaron , y descendieron á Egipto , y presentáronse delante de José .
Y vió José á Benjamín con ellos , y dijo al mayordomo de su casa : Mete en casa á esos hombres , y degüella víctima , y aderéza la ; porque estos hombres comerán conmigo al medio día .
E hizo el hombre como José dijo ; y metió aquel hombre á los hombres en casa de José .
Y aquellos hombres tuvieron temor , cuando fueron metidos en casa de José , y decían : Por el dinero que fué vuelto en nuestros costales la primera vez nos han metido aquí , para revolver contra nosotros , y dar sobre nosotros , y tomarnos por siervos á nosotros , y á nuestros asnos .
Y llegáronse al mayordomo de la casa de José , y le hablaron á la entrada de la casa .
Y dijeron : Ay , señor mío , nosotros en realidad de verdad descendimos al principio á comprar alimentos :
Y aconteció que como vinimos al mesón y abrimos nuestros costales , he aquí el dinero de cada uno estaba en la boca de su costal , nuestro dinero en su justo peso ; y hémoslo vuelto en nuestras manos .
Hemos también traído en nuestras manos otro dinero para comprar alimentos : nosotros no sabemos quién haya puesto nuestro dinero en nuestros costales .
Y él respondió : Paz á vosotros , no temáis ; vuestro Dios y el Dios de vuestro padre os dió el tesoro en vuestros costales : vuestro dinero vino á mí . Y sacó á Simeón á ellos .
Y metió aquel varón á aquellos hombres en casa de José : y dióles agua , y lavaron sus pies : y dió de comer á sus asnos .
Y ellos prepararon el presente entretanto que venía José al medio día , porque habían oído que allí habían de comer pan .
Y vino José á casa , y ellos le trajeron el presente que tenían en su mano dentro de casa , é inclináronse á él hasta tierra .
Entonces les preguntó él cómo estaban , y dijo : ¿ Vuestro padre , el anciano que dijisteis , lo pasa bien ? ¿ vive todavía ?
Y ellos respondieron : Bien va á tu siervo nuestro padre ; aun vive . Y se inclinaron , é hicieron reverencia .
Y alzando él sus ojos vió á Benjamín su hermano , hijo de su madre , y dijo : ¿ Es éste vuestro hermano menor , de quien me hablasteis ? Y dijo : Dios tenga misericordia de ti , hijo mío .
Entonces José se apresuró , porque se conmovieron sus entrañas á causa de su hermano , y procuró donde llorar : y entróse en su cámara , y lloró allí .
Y lavó su rostro , y salió fuera , y reprimióse , y dijo : Poned pan .
Y pusieron para él aparte , y separadamente para ellos , y aparte para los Egipcios que con él comían : porque los Egipcios no pueden comer pan con los Hebreos , lo cual es abominación á los Egipcios .
Y sentáronse delante de él , el mayor conforme á su mayoría , y el menor conforme á su menoría ; y estaban aquellos hombres atónitos mirándose el uno al otro .
Y él tomó viandas de delante de sí para ellos ; mas la porción de Benjamín era cinco veces como cualquiera de las de ellos . Y bebieron , y alegráronse con él .
Y MANDÓ José al mayordomo de su casa , diciendo : Hinche los costales de aquestos varones de alimentos , cuanto pudieren llevar , y pon el dinero de cada uno en la boca de su costal :
Y pondrás mi copa , la copa de plata , en la boca del costal del menor , con el dinero de su trigo . Y él hizo como dijo José .
Venida la mañana , los hombres fueron despedidos con sus asnos .
Habiendo ellos salido de la ciudad , de la que aun no se habían alejado , dijo José á su mayordomo : Levántate , y sigue á esos hombres ; y cuando los alcanzares , diles : ¿ Por qué habéis vuelto mal por bien ?
¿ No es ésta en la que bebe mi señor , y por la que suele adivinar ? habéis hecho mal en lo que hicisteis .
Y como él los alcanzó , díjoles estas palabras .
Y ellos le respondieron : ¿ Por qué dice mi señor tales cosas ? Nunca tal hagan tus siervos .
He aquí , el dinero que hallamos en la boca de nuestros costales , te lo volvimos á traer desde la tierra de Canaán ; ¿ cómo , pues , habíamos de hurtar de casa de tu señor plata ni oro ?
Aquel de tus siervos en quien fuere hallada la copa , que muera , y aun nosotros seremos siervos de mi señor .
Y él dijo : También ahora sea conforme á vuestras palabras ; aquél en quien se hallare , será mi siervo , y vosotros seréis sin culpa .
Ellos entonces se dieron prisa , y derribando cada uno su costal en tierra , abrió cada cual el costal suyo .
Y buscó ; desde el mayor comenzó , y acabó en el menor ; y la copa fué hallada en el costal de Benjamín .
Entonces ellos rasgaron sus vestidos , y cargó cada uno su asno , y volvieron á la ciudad .
Y llegó Judá con sus hermanos á casa de José , que aun estaba allí , y postráronse delante de él en tierra .
Y díjoles José : ¿ Qué obra es esta que habéis hecho ? ¿ no sabéis que un hombre como yo sabe adivinar ?
Entonces dijo Judá : ¿ Qué diremos á mi señor ? ¿ qué hablaremos ? ¿ ó con qué nos justificaremos ? Dios ha hallado la maldad de tus siervos : he aquí , nosotros somos siervos de mi señor , nosotros , y también aquél en cuyo poder fué hallada la copa .
Y él respondió : Nunca yo tal haga : el varón en cuyo poder fué hallada la copa , él será mi siervo ; vosotros id en paz á vuestro padre .
Entonces Judá se llegó á él , y dijo : Ay señor mío , ruégote que hable tu siervo una palabra en oídos de mi señor , y no se encienda tu enojo contra tu siervo , pues que tú eres como Faraón .
Mi señor preguntó á sus siervos , diciendo : ¿ Tenéis padre ó hermano ?
Y nosotros respondimos á mi señor : Tenemos un padre anciano , y un mozo que le nació en su vejez , pequeño aún ; y un hermano suyo murió , y él quedó solo de su madre , y su padre lo ama .
Y tú dijiste á tus siervos : Traédmelo , y pondré mis ojos sobre él .
Y nosotros dijimos á mi señor : El mozo no puede dejar á su padre , porque si le dejare , su padre morirá .
Y dijiste á tus siervos : Si vuestro hermano menor no descendiere con vosotros , no veáis más mi rostro .
Aconteció pues , que como llegamos á mi padre tu siervo , contámosle las palabras de mi señor .
Y dijo nuestro padre : Volved á comprarnos un poco de alimento .
Y nosotros respondimos : No podemos ir : si nuestro hermano fuere con nosotros , iremos ; porque no podemos ver el rostro del varón , no estando con nosotros nuestro hermano el menor .
Entonces tu siervo mi padre nos dijo : Vosotros sabéis que dos me parió mi mujer ;
Y el uno salió de conmigo , y pienso de cierto que fué despedazado , y hasta ahora no le he visto ;
Y si tomareis también éste de delante de mí , y le aconteciere algún desastre , haréis descender mis canas con dolor á la sepultura .
Ahora , pues , cuando llegare yo á tu siervo mi padre , y el mozo no fuere conmigo , como su alma está ligada al alma de él ,
Sucederá que cuando no vea al mozo , morirá : y tus siervos harán descender las canas de tu siervo nuestro padre con dolor á la sepultura .
Como tu siervo salió por fiador del mozo con mi padre , diciendo : Si no te lo volviere , entonces yo seré culpable para mi padre todos los días ;
Ruégote por tanto que quede ahora tu siervo por el mozo por siervo de mi señor , y que el mozo vaya con sus hermanos .
Porque ¿ cómo iré yo á mi padre sin el mozo ? No podré , por no ver el mal que sobrevendrá á mi padre .
NO podía ya José contenerse delante de todos los que estaban al lado suyo , y clamó : Haced salir de conmigo á todos . Y no quedó nadie con él , al darse á conocer José á sus hermanos .
Entonces se dió á llorar á voz en grito ; y oyeron los Egipcios , y oyó también la casa de Faraón .
Y dijo José á sus hermanos : Yo soy José : ¿ vive aún mi padre ? Y sus hermanos no pudieron responderle , porque estaban turbados delante de él .
Entonces dijo José á sus hermanos : Llegaos ahora á mí . Y ellos se llegaron . Y él dijo : Yo soy José vuestro hermano el que vendisteis para Egipto .
Ahora pues , no os entristezcáis , ni os pese de haberme vendido acá ; que para preservación de vida me envió Dios delante de vosotros :
Que ya ha habido dos años de hambre en medio de la tierra , y aun quedan cinco años en que ni habrá arada ni siega .
Y Dios me envió delante de vosotros , para que vosotros quedaseis en la tierra , y para daros vida por medio de grande salvamento .
Así pues , no me enviasteis vosotros acá , sino Dios , que me ha puesto por padre de Faraón , y por señor de toda su casa , y por gobernador en toda la tierra de Egipto .
Daos priesa , id á mi padre y decidle : Así dice tu hijo José : Dios me ha puesto por señor de todo Egipto ; ven á mí , no te detengas :
Y habitarás en la tierra de Gosén , y estarás cerca de mí , tú y tus hijos , y los hijos de tus hijos , tus ganados y tus vacas , y todo lo que tienes .
Y allí te alimentaré , pues aun quedan cinco años de hambre , porque no perezcas de pobreza tú y tu casa , y todo lo que tienes :
Y he aquí , vuestros ojos ven , y los ojos de mi hermano Benjamín , que mi boca os habla .
Haréis pues saber á mi padre toda mi gloria en Egipto , y todo lo que habéis visto : y daos priesa , y traed á mi padre acá .
Y echóse sobre el cuello de Benjamín su hermano , y lloró ; y también Benjamín lloró sobre su cuello .
Y besó á todos sus hermanos , y lloró sobre ellos : y después sus hermanos hablaron con él .
Y oyóse la noticia en la casa de Faraón , diciendo : Los hermanos de José han venido . Y plugo en los ojos de Faraón y de sus siervos .
Y dijo Faraón á José : Di á tus hermanos : Haced esto : cargad vuestras bestias , é id , volved á la tierra de Canaán ;
Y tomad á vuestro padre y vuestras familias , y venid á mí , que yo os daré lo bueno de la tierra de Egipto y comeréis la grosura de la tierra .
Y tú manda : Haced esto : tomaos de la tierra de Egipto carros para vuestros niños y vuestras mujeres ; y tomad á vuestro padre , y venid .
Y no se os dé nada de vuestras alhajas , porque el bien de la tierra de Egipto será vuestro .
E hiciéronlo así los hijos de Israel : y dióles José carros conforme á la orden de Faraón , y suministróles víveres para el camino .
A cada uno de todos ellos dió mudas de vestidos , y á Benjamín dió trescientas piezas de plata , y cinco mudas de vestidos .
Y á su padre envió esto : diez asnos cargados de lo mejor de Egipto , y diez asnas cargadas de trigo , y pan y comida , para su padre en el camino .
Y despidió á sus hermanos , y fuéronse . Y él les dijo : No riñáis por el camino .
Y subieron de Egipto , y llegaron á la tierra de Canaán á Jacob su padre .
Y diéronle las nuevas , diciendo : José vive aún ; y él es señor en toda la tierra de Egipto . Y su corazón se desmayó ; pues no los creía .
Y ellos le contaron todas las palabras de José , que él les había hablado ; y viendo él los carros que José enviaba para llevarlo , el espíritu de Jacob su padre revivió .
Entonces dijo Israel : Basta ; José mi hijo vive todavía : iré , y le veré antes que yo muera .
Y PARTIÓSE Israel con todo lo que tenía , y vino á Beer - seba , y ofreció sacrificios al Dios de su padre Isaac .
Y habló Dios á Israel en visiones de noche , y dijo : Jacob , Jacob . Y él respondió : Heme aquí .
Y dijo : Yo soy Dios , el Dios de tu padre ; no temas de descender á Egipto , porque yo te pondré allí en gran gente .
Yo descenderé contigo á Egipto , y yo también te haré volver : y José pondrá su mano sobre tus ojos .
Y levantóse Jacob de Beer - seba ; y tomaron los hijos de Israel á su padre Jacob , y á sus niños , y á sus mujeres , en los carros que Faraón había enviado para llevarlo .
Y tomaron sus ganados , y su hacienda que había adquirido en la tierra de Canaán , y viniéronse á Egipto , Jacob , y toda su simiente consigo ;
Sus hijos , y los hijos de sus hijos consigo ; sus hijas , y las hijas de sus hijos , y á toda su simiente trajo consigo á Egipto .
Y estos son los nombres de los hijos de Israel , que entraron en Egipto , Jacob y sus hijos : Rubén , el primogénito de Jacob .
Y los hijos de Rubén : Hanoch , y Phallu , y Hezrón , y Carmi .
Y los hijos de Simeón : Jemuel , y Jamín , y Ohad , y Jachîn , y Zohar , y Saúl , hijo de la Cananea .
Y los hijos de Leví : Gersón , y Coath , y Merari .
Y los hijos de Judá : Er , y Onán , y Sela , y Phares , y Zara : mas Er y Onán , murieron en la tierra de Canaán . Y los hijos de Phares fueron Hezrón y Hamul .
Y los hijos de Issachâr : Thola , y Phua , y Job , y Simrón .
Y los hijos de Zabulón : Sered , y Elón , y Jahleel .
Estos fueron los hijos de Lea , los que parió á Jacob en Padan - aram , y además su hija Dina : treinta y tres las almas todas de sus hijos é hijas .
Y los hijos de Gad : Ziphión , y Aggi , y Ezbón , y Suni , y Heri , y Arodi , y Areli .
Y los hijos de Aser : Jimna , é Ishua , é Isui , y Beria , y Sera , hermana de ellos . Los hijos de Beria : Heber , y Malchîel .
Estos fueron los hijos de Zilpa , la que Labán dió á su hija Lea , y parió estos á Jacob ; todas diez y seis almas .
Y los hijos de Rachêl , mujer de Jacob : José y Benjamín .
Y nacieron á José en la tierra de Egipto Manasés y Ephraim , los que le parió Asenath , hija de Potipherah , sacerdote de On .
Y los hijos de Benjamín fueron Bela , y Bechêr y Asbel , y Gera , y Naamán , y Ehi , y Ros y Muppim , y Huppim , y Ard .
Estos fueron los hijos de Rachêl , que nacieron á Jacob : en todas , catorce almas .
Y los hijos de Dan : Husim .
Y los hijos de Nephtalí : Jahzeel , y Guni , y Jezer , y Shillem .
Estos fueron los hijos de Bilha , la que dió Labán á Rachêl su hija , y parió estos á Jacob ; todas siete almas .
Todas las personas que vinieron con Jacob á Egipto , procedentes de sus lomos , sin las mujeres de los hijos de Jacob , todas las personas fueron sesenta y seis .
Y los hijos de José , que le nacieron en Egipto , dos personas . Todas las almas de la casa de Jacob , que entraron en Egipto , fueron setenta .
Y envió á Judá delante de sí á José , para que le viniese á ver á Gosén ; y llegaron á la tierra de Gosén .
Y José unció su carro y vino á recibir á Israel su padre á Gosén ; y se manifestó á él , y echóse sobre su cuello , y lloró sobre su cuello bastante .
Entonces Israel dijo á José : Muera yo ahora , ya que he visto tu rostro , pues aun vives .
Y José dijo á sus hermanos , y á la casa de su padre : Subiré y haré saber á Faraón , y diréle : Mis hermanos y la casa de mi padre , que estaban en la tierra de Canaán , han venido á mí ;
Y los hombres son pastores de ovejas , porque son hombres ganaderos : y han traído sus ovejas y sus vacas , y todo lo que tenían .
Y cuando Faraón os llamare y dijere : ¿ cuál es vuestro oficio ?
Entonces diréis : Hombres de ganadería han sido tus siervos desde nuestra mocedad hasta ahora , nosotros y nuestros padres ; á fin que moréis en la tierra de Gosén , porque los Egipcios abominan todo pastor de ovejas .
Y JOSÉ vino , é hizo saber á Faraón , y dijo : Mi padre y mis hermanos , y sus ovejas y sus vacas , con todo lo que tienen , han venido de la tierra de Canaán , y he aquí , están en la tierra de Gosén .
Y de los postreros de sus hermanos tomó cinco varones , y presentólos delante de Faraón .
Y Faraón dijo á sus hermanos : ¿ Cuál es vuestro oficio ? Y ellos respondieron á Faraón : Pastores de ovejas son tus siervos , así nosotros como nuestros padres .
Dijeron además á Faraón : Por morar en esta tierra hemos venido ; porque no hay pasto para las ovejas de tus siervos , pues el hambre es grave en la tierra de Canaán : por tanto , te rogamos ahora que habiten tus siervos en la tierra de Gosén .
Entonces Faraón habló á José , diciendo : Tu padre y tus hermanos han venido á ti ;
La tierra de Egipto delante de ti está ; en lo mejor de la tierra haz habitar á tu padre y á tus hermanos ; habiten en la tierra de Gosén ; y si entiendes que hay entre ellos hombres eficaces , ponlos por mayorales del ganado mío .
Y José introdujo á su padre , y presentólo delante de Faraón ; y Jacob bendijo á Faraón .
Y dijo Faraón á Jacob : ¿ Cuántos son los días de los años de tu vida ?
Y Jacob respondió á Faraón : Los días de los años de mi peregrinación son ciento treinta años ; pocos y malos han sido los días de los años de mi vida , y no han llegado á los días de los años de la vida de mis padres en los días de su peregrinación .
Y Jacob bendijo á Faraón , y salióse de delante de Faraón .
Así José hizo habitar á su padre y á sus hermanos , y dióles posesión en la tierra de Egipto , en lo mejor de la tierra , en la tierra de Rameses como mandó Faraón .
Y alimentaba José á su padre y á sus hermanos , y á toda la casa de su padre , de pan , hasta la boca del niño .
Y no había pan en toda la tierra , y el hambre era muy grave ; por lo que desfalleció de hambre la tierra de Egipto y la tierra de Canaán .
Y recogió José todo el dinero que se halló en la tierra de Egipto y en la tierra de Canaán , por los alimentos que de él compraban ; y metió José el dinero en casa de Faraón .
Y acabado el dinero de la tierra de Egipto y de la tierra de Canaán , vino todo Egipto á José diciendo : Danos pan : ¿ por qué moriremos delante de ti , por haberse acabado el dinero ?
Y José dijo : Dad vuestros ganados , y yo os daré por vuestros ganados , si se ha acabado el dinero .
Y ellos trajeron sus ganados á José ; y José les dió alimentos por caballos , y por el ganado de las ovejas , y por el ganado de las vacas , y por asnos : y sustentólos de pan por todos sus ganados aquel año .
Y acabado aquel año , vinieron á él el segundo año , y le dijeron : No encubriremos á nuestro señor que el dinero ciertamente se ha acabado ; también el ganado es ya de nuestro señor ; nada ha quedado delante de nuestro señor sino nuestros cuerpos y nuestra tierra .
¿ Por qué moriremos delante de tus ojos , así nosotros como nuestra tierra ? Cómpranos á nosotros y á nuestra tierra por pan , y seremos nosotros y nuestra tierra siervos de Faraón : y danos simiente para que vivamos y no muramos , y no sea asolada la tierra .
Entonces compró José toda la tierra de Egipto para Faraón ; pues los Egipcios vendieron cada uno sus tierras , porque se agravó el hambre sobre ellos : y la tierra vino á ser de Faraón .
Y al pueblo hízolo pasar á las ciudades desde el un cabo del término de Egipto hasta el otro cabo .
Solamente la tierra de los sacerdotes no compró , por cuanto los sacerdotes tenían ración de Faraón , y ellos comían su ración que Faraón les daba : por eso no vendieron su tierra .
Y José dijo al pueblo : He aquí os he hoy comprado y á vuestra tierra para Faraón : ved aquí simiente , y sembraréis la tierra .
Y será que de los frutos daréis el quinto á Faraón , y las cuatro partes serán vuestras para sembrar las tierras , y para vuestro mantenimiento , y de los que están en vuestras casas , y para que coman vuestros niños .
Y ellos respondieron : La vida nos has dado : hallemos gracia en ojos de mi señor , y seamos siervos de Faraón .
Entonces José lo puso por fuero hasta hoy sobre la tierra de Egipto , señalando para Faraón el quinto ; excepto sólo la tierra de los sacerdotes , que no fué de Faraón .
Así habitó Israel en la tierra de Egipto , en la tierra de Gosén ; y aposesionáronse en ella , y se aumentaron , y multiplicaron en gran manera .
Y vivió Jacob en la tierra de Egipto diecisiete años : y fueron los días de Jacob , los años de su vida , ciento cuarenta y siete años .
Y llegáronse los días de Israel para morir , y llamó á José su hijo , y le dijo : Si he hallado ahora gracia en tus ojos , ruégote que pongas tu mano debajo de mi muslo , y harás conmigo misericordia y verdad ; ruégote que no me entierres en Egipto ;
Mas cuando durmiere con mis padres , llevarme has de Egipto , y me sepultarás en el sepulcro de ellos . Y él respondió : Yo haré como tú dices .
Y él dijo : Júramelo . Y él le juró . Entonces Israel se inclinó sobre la cabecera de la cama .
Y SUCEDIÓ después de estas cosas el haberse dicho á José : He aquí tu padre está enfermo . Y él tomó consigo sus dos hijos Manasés y Ephraim .
Y se hizo saber á Jacob , diciendo : He aquí tu hijo José viene á ti . Entonces se esforzó Israel , y sentóse sobre la cama ;
Y dijo á José : El Dios Omnipotente me apareció en Luz en la tierra de Canaán , y me bendijo ,
Y díjome : He aquí , yo te haré crecer , y te multiplicaré , y te pondré por estirpe de pueblos : y daré esta tierra á tu simiente después de ti por heredad perpetua .
Y ahora tus dos hijos Ephraim y Manasés , que te nacieron en la tierra de Egipto , antes que viniese á ti á la tierra de Egipto , míos son ; como Rubén y Simeón , serán míos :
Y los que después de ellos has engendrado , serán tuyos ; por el nombre de sus hermanos serán llamados en sus heredades .
Porque cuando yo venía de Padan - aram , se me murió Rachêl en la tierra de Canaán , en el camino , como media legua de tierra viniendo á Ephrata ; y sepultéla allí en el camino de Ephrata , que es Bethlehem .
Y vió Israel los hijos de José , y dijo : ¿ Quiénes son éstos ?
Y respondió José á su padre : Son mis hijos , que Dios me ha dado aquí . Y él dijo : Allégalos ahora á mí , y los bendeciré .
Y los ojos de Israel estaban tan agravados de la vejez , que no podía ver . Hízoles , pues , llegar á él , y él los besó y abrazó .
Y dijo Israel á José : No pensaba yo ver tu rostro , y he aquí Dios me ha hecho ver también tu simiente .
Entonces José los sacó de entre sus rodillas , é inclinóse á tierra .
Y tomólos José á ambos , Ephraim á su diestra , á la siniestra de Israel ; y á Manasés á su izquierda , á la derecha de Israel ; é hízoles llegar á él .
Entonces Israel extendió su diestra , y púsola sobre la cabeza de Ephraim , que era el menor , y su siniestra sobre la cabeza de Manasés , colocando así sus manos adrede , aunque Manasés era el primogénito .
Y bendijo á José , y dijo : El Dios en cuya presencia anduvieron mis padres Abraham é Isaac , el Dios que me mantiene desde que yo soy hasta este día ,
El Angel que me liberta de todo mal , bendiga á estos mozos : y mi nombre sea llamado en ellos , y el nombre de mis padres Abraham é Isaac : y multipliquen en gran manera en medio de la tierra .
Entonces viendo José que su padre ponía la mano derecha sobre la cabeza de Ephraim , causóle esto disgusto ; y asió la mano de su padre , para mudarla de sobre la cabeza de Ephraim á la cabeza de Manasés .
Y dijo José á su padre : No así , padre mío , porque éste es el primogénito ; pon tu diestra sobre su cabeza .
Mas su padre no quiso , y dijo : Lo sé , hijo mío , lo sé : también él vendrá á ser un pueblo , y será también acrecentado ; pero su hermano menor será más grande que él , y su simiente será plenitud de gentes .
Y bendíjolos aquel día , diciendo : En ti bendecirá Israel , diciendo : Póngate Dios como á Ephraim y como á Manasés . Y puso á Ephraim delante de Manasés .
Y dijo Israel á José : He aquí , yo muero , mas Dios será con vosotros , y os hará volver á la tierra de vuestros padres .
Y yo te he dado á ti una parte sobre tus hermanos , la cual tomé yo de mano del Amorrheo con mi espada y con mi arco .
Y LLAMÓ Jacob á sus hijos , y dijo : Juntaos , y os declararé lo que os ha de acontecer en los postreros días .
Juntaos y oid , hijos de Jacob ; y escuchad á vuestro padre Israel .
Rubén , tú eres mi primogénito , mi fortaleza , y el principio de mi vigor ; principal en dignidad , principal en poder .
Corriente como las aguas , no seas el principal ; por cuanto subiste al lecho de tu padre : entonces te envileciste , subiendo á mi estrado .
Simeón y Leví , hermanos : armas de iniquidad sus armas .
En su secreto no entre mi alma , ni mi honra se junte en su compañía ; que en su furor mataron varón , y en su voluntad arrancaron muro .
Maldito su furor , que fué fiero ; y su ira , que fué dura : yo los apartaré en Jacob , y los esparciré en Israel .
Judá , alabarte han tus hermanos : tu mano en la cerviz de tus enemigos : los hijos de tu padre se inclinarán á ti .
Cachorro de león Judá : de la presa subiste , hijo mío : encorvóse , echóse como león , así como león viejo ; ¿ quién lo despertará ?
No será quitado el cetro de Judá , y el legislador de entre sus piés , hasta que venga Shiloh ; y á él se congregarán los pueblos .
Atando á la vid su pollino , y á la cepa el hijo de su asna , lavó en el vino su vestido , y en la sangre de uvas su manto :
Sus ojos bermejos del vino , y los dientes blancos de la leche .
Zabulón en puertos de mar habitará , y será para puerto de navíos ; y su término hasta Sidón .
Issachâr , asno huesudo echado entre dos tercios :
Y vió que el descanso era bueno , y que la tierra era deleitosa ; y bajó su hombro para llevar , y sirvió en tributo .
Dan juzgará á su pueblo , como una de las tribus de Israel .
Será Dan serpiente junto al camino , cerasta junto á la senda , que muerde los talones de los caballos , y hace caer por detrás al cabalgador de ellos .
Tu salud esperé , oh Jehová .
Gad , ejército lo acometerá ; mas él acometerá al fin .
El pan de Aser será grueso , y él dará deleites al rey .
Nephtalí , sierva dejada , que dará dichos hermosos .
Ramo fructífero José , ramo fructífero junto á fuente , cuyos vástagos se extienden sobre el muro .
Y causáronle amargura , y asaeteáronle , y aborreciéronle los archeros :
Mas su arco quedó en fortaleza , y los brazos de sus manos se corroboraron por las manos del Fuerte de Jacob , ( de allí el pastor , y la piedra de Israel , )
Del Dios de tu padre , el cual te ayudará , y del Omnipotente , el cual te bendecirá con bendiciones de los cielos de arriba , con bendiciones del abismo que está abajo , con bendiciones del seno y de la matriz .
Las bendiciones de tu padre fueron mayores que las bendiciones de mis progenitores : hasta el término de los collados eternos serán sobre la cabeza de José , y sobre la mollera del Nazareo de sus hermanos .
Benjamín , lobo arrebatador : á la mañana comerá la presa , y á la tarde repartirá los despojos .
Todos estos fueron las doce tribus de Israel : y esto fué lo que su padre les dijo , y bendíjolos ; á cada uno por su bendición los bendijo .
Mandóles luego , y díjoles : Yo voy á ser reunido con mi pueblo : sepultadme con mis padres en la cueva que está en el campo de Ephrón el Hetheo ;
En la cueva que está en el campo de Macpela , que está delante de Mamre en la tierra de Canaán , la cual compró Abraham con el mismo campo de Ephrón el Hetheo , para heredad de sepultura .
Allí sepultaron á Abraham y á Sara su mujer ; allí sepultaron á Isaac y á Rebeca su mujer ; allí también sepulté yo á Lea .
La compra del campo y de la cueva que está en él , fué de los hijos de Heth .
Y como acabó Jacob de dar órdenes á sus hijos , encogió sus pies en la cama , y espiró : y fué reunido con sus padres .
ENTONCES se echó José sobre el rostro de su padre , y lloró sobre él , y besólo .
Y mandó José á sus médicos familiares que embalsamasen á su padre : y los médicos embalsamaron á Israel .
Y cumpliéronle cuarenta días , porque así cumplían los días de los embalsamados , y lloráronlo los Egipcios setenta días .
Y pasados los días de su luto , habló José á los de la casa de Faraón , diciendo : Si he hallado ahora gracia en vuestros ojos , os ruego que habléis en oídos de Faraón , diciendo :
Mi padre me conjuró diciendo : He aquí yo muero ; en mi sepulcro que yo cavé para mí en la tierra de Canaán , allí me sepultarás ; ruego pues que vaya yo ahora , y sepultaré á mi padre , y volveré .
Y Faraón dijo : Ve , y sepulta á tu padre , como él te conjuró .
Entonces José subió á sepultar á su padre ; y subieron con él todos los siervos de Faraón , los ancianos de su casa , y todos los ancianos de la tierra de Egipto ,
Y toda la casa de José , y sus hermanos , y la casa de su padre : solamente dejaron en la tierra de Gosén sus niños , y sus ovejas y sus vacas .
Y subieron también con él carros y gente de á caballo , é hízose un escuadrón muy grande .
Y llegaron hasta la era de Atad , que está á la otra parte del Jordán , y endecharon allí con grande y muy grave lamentación : y José hizo á su padre duelo por siete días .
Y viendo los moradores de la tierra , los Cananeos , el llanto en la era de Atad , dijeron : Llanto grande es este de los Egipcios : por eso fué llamado su nombre Abelmizraim , que está á la otra parte del Jordán .
Hicieron , pues , sus hijos con él , según les había mandado :
Pues lleváronlo sus hijos á la tierra de Canaán , y le sepultaron en la cueva del campo de Macpela , la que había comprado Abraham con el mismo campo , para heredad de sepultura , de Ephrón el Hetheo , delante de Mamre .
Y tornóse José á Egipto , él y sus hermanos , y todos los que subieron con él á sepultar á su padre , después que le hubo sepultado .
Y viendo los hermanos de José que su padre era muerto , dijeron : Quizá nos aborrecerá José , y nos dará el pago de todo el mal que le hicimos .
Y enviaron á decir á José : Tu padre mandó antes de su muerte , diciendo :
Así diréis á José : Ruégote que perdones ahora la maldad de tus hermanos y su pecado , porque mal te trataron : por tanto ahora te rogamos que perdones la maldad de los siervos del Dios de tu padre . Y José lloró mientras hablaban .
Y vinieron también sus hermanos , y postráronse delante de él , y dijeron : Henos aquí por tus siervos .
Y respondióles José : No temáis : ¿ estoy yo en lugar de Dios ?
Vosotros pensasteis mal sobre mí , mas Dios lo encaminó á bien , para hacer lo que vemos hoy , para mantener en vida á mucho pueblo .
Ahora , pues , no tengáis miedo ; yo os sustentaré á vosotros y á vuestros hijos . Así los consoló , y les habló al corazón .
Y estuvo José en Egipto , él y la casa de su padre : y vivió José ciento diez años .
Y vió José los hijos de Ephraim hasta la tercera generación : también los hijos de Machîr , hijo de Manasés , fueron criados sobre las rodillas de José .
Y José dijo á sus hermanos : Yo me muero ; mas Dios ciertamente os visitará , y os hará subir de aquesta tierra á la tierra que juró á Abraham , á Isaac , y á Jacob .
Y conjuró José á los hijos de Israel , diciendo : Dios ciertamente os visitará , y haréis llevar de aquí mis huesos .
Y murió José de edad de ciento diez años ; y embalsamáronlo , y fué puesto en un ataúd en Egipto .
ESTOS son los nombres de los hijos de Israel , que entraron en Egipto con Jacob ; cada uno entró con su familia .
Rubén , Simeón , Leví y Judá ;
Issachâr , Zabulón y Benjamín ;
Dan y Nephtalí , Gad y Aser .
Y todas las almas de los que salieron del muslo de Jacob , fueron setenta . Y José estaba en Egipto .
Y murió José , y todos sus hermanos , y toda aquella generación .
Y los hijos de Israel crecieron , y multiplicaron , y fueron aumentados y corroborados en extremo ; y llenóse la tierra de ellos .
Levantóse entretanto un nuevo rey sobre Egipto , que no conocía á José ; el cual dijo á su pueblo :
He aquí , el pueblo de los hijos de Israel es mayor y más fuerte que nosotros :
Ahora , pues , seamos sabios para con él , porque no se multiplique , y acontezca que viniendo guerra , él también se junte con nuestros enemigos , y pelee contra nosotros , y se vaya de la tierra .
Entonces pusieron sobre él comisarios de tributos que los molestasen con sus cargas ; y edificaron á Faraón las ciudades de los bastimentos , Phithom y Raamses .
Empero cuanto más los oprimían , tanto más se multiplicaban y crecían : así que estaban ellos fastidiados de los hijos de Israel .
Y los Egipcios hicieron servir á los hijos de Israel con dureza :
Y amargaron su vida con dura servidumbre , en hacer barro y ladrillo , y en toda labor del campo , y en todo su servicio , al cual los obligaban con rigorismo .
Y habló el rey de Egipto á las parteras de las Hebreas , una de las cuales se llamaba Siphra , y otra Phúa , y díjoles :
Cuando parteareis á las Hebreas , y mirareis los asientos , si fuere hijo , matadlo ; y si fuere hija , entonces viva .
Mas las parteras temieron á Dios , y no hicieron como les mandó el rey de Egipto , sino que reservaban la vida á los niños .
Y el rey de Egipto hizo llamar á las parteras , y díjoles : Por qué habéis hecho esto , que habéis reservado la vida á los niños ?
Y las parteras respondieron á Faraón : Porque las mujeres Hebreas no son como las Egipcias : porque son robustas , y paren antes que la partera venga á ellas .
Y Dios hizo bien á las parteras : y el pueblo se multiplicó , y se corroboraron en gran manera .
Y por haber las parteras temido á Dios , él les hizo casas .
Entonces Faraón mandó á todo su pueblo , diciendo : Echad en el río todo hijo que naciere , y á toda hija reservad la vida .
UN varón de la familia de Leví fué , y tomó por mujer una hija de Leví :
La cual concibió , y parió un hijo : y viéndolo que era hermoso , túvole escondido tres meses .
Pero no pudiendo ocultarle más tiempo , tomó una arquilla de juncos , y calafateóla con pez y betún , y colocó en ella al niño , y púsolo en un carrizal á la orilla del río :
Y paróse una hermana suya á lo lejos , para ver lo que le acontecería .
Y la hija de Faraón descendió á lavarse al río , y paseándose sus doncellas por la ribera del río , vió ella la arquilla en el carrizal , y envió una criada suya á que la tomase .
Y como la abrió , vió al niño ; y he aquí que el niño lloraba . Y teniendo compasión de él , dijo : De los niños de los Hebreos es éste .
Entonces su hermana dijo á la hija de Faraón : ¿ Iré á llamarte un ama de las Hebreas , para que te críe este niño ?
Y la hija de Faraón respondió : Ve . Entonces fué la doncella , y llamó á la madre del niño ;
A la cual dijo la hija de Faraón : Lleva este niño , y críamelo , y yo te lo pagaré . Y la mujer tomó al niño , y criólo .
Y como creció el niño , ella lo trajo á la hija de Faraón , la cual lo prohijó , y púsole por nombre Moisés , diciendo : Porque de las aguas lo saqué .
Y en aquellos días acaeció que , crecido ya Moisés , salió á sus hermanos , y vió sus cargas : y observó á un Egipcio que hería á uno de los Hebreos , sus hermanos .
Y miró á todas partes , y viendo que no parecía nadie , mató al Egipcio , y escondiólo en la arena .
Y salió al día siguiente , y viendo á dos Hebreos que reñían , dijo al que hacía la injuria : ¿ Por qué hieres á tu prójimo ?
Y él respondió : ¿ Quién te ha puesto á ti por príncipe y juez sobre nosotros ? ¿ piensas matarme como mataste al Egipcio ? Entonces Moisés tuvo miedo , y dijo : Ciertamente esta cosa es descubierta .
Y oyendo Faraón este negocio , procuró matar á Moisés : mas Moisés huyó de delante de Faraón , y habitó en la tierra de Madián ; y sentóse junto á un pozo .
Tenía el sacerdote de Madián siete hijas , las cuales vinieron á sacar agua , para llenar las pilas y dar de beber á las ovejas de su padre .
Mas los pastores vinieron , y echáronlas : Entonces Moisés se levantó y defendiólas , y abrevó sus ovejas .
Y volviendo ellas á Ragüel su padre , díjoles él : ¿ Por qué habéis hoy venido tan presto ?
Y ellas respondieron : Un varón Egipcio nos defendió de mano de los pastores , y también nos sacó el agua , y abrevó las ovejas .
Y dijo á sus hijas : ¿ Y dónde está ? ¿ por qué habéis dejado ese hombre ? llamadle para que coma pan .
Y Moisés acordó en morar con aquel varón ; y él dió á Moisés á su hija Séphora :
La cual le parió un hijo , y él le puso por nombre Gersom : porque dijo : Peregrino soy en tierra ajena .
Y aconteció que después de muchos días murió el rey de Egipto , y los hijos de Israel suspiraron á causa de la servidumbre , y clamaron : y subió á Dios el clamor de ellos con motivo de su servidumbre .
Y oyó Dios el gemido de ellos , y acordóse de su pacto con Abraham , Isaac y Jacob .
Y miró Dios á los hijos de Israel , y reconociólos Dios .
Y APACENTANDO Moisés las ovejas de Jethro su suegro , sacerdote de Madián , llevó las ovejas detrás del desierto , y vino á Horeb , monte de Dios .
Y apareciósele el Angel de Jehová en una llama de fuego en medio de una zarza : y él miró , y vió que la zarza ardía en fuego , y la zarza no se consumía .
Entonces Moisés dijo : Iré yo ahora , y veré esta grande visión , por qué causa la zarza no se quema .
Y viendo Jehová que iba á ver , llamólo Dios de en medio de la zarza , y dijo : ¡ Moisés , Moisés ! Y él respondió : Heme aquí .
Y dijo : No te llegues acá : quita tus zapatos de tus pies , porque el lugar en que tú estás , tierra santa es .
Y dijo : Yo soy el Dios de tu padre , Dios de Abraham , Dios de Isaac , Dios de Jacob . Entonces Moisés cubrió su rostro , porque tuvo miedo de mirar á Dios .
Y dijo Jehová : Bien he visto la aflicción de mi pueblo que está en Egipto , y he oído su clamor á causa de sus exactores ; pues tengo conocidas sus angustias :
Y he descendido para librarlos de mano de los Egipcios , y sacarlos de aquella tierra á una tierra buena y ancha , á tierra que fluye leche y miel , á los lugares del Cananeo , del Hetheo , del Amorrheo , del Pherezeo , del Heveo , y del Jebuseo .
El clamor , pues , de los hijos de Israel ha venido delante de mí , y también he visto la opresión con que los Egipcios los oprimen .
Ven por tanto ahora , y enviarte he á Faraón , para que saques á mi pueblo , los hijos de Israel , de Egipto .
Entonces Moisés respondió á Dios : ¿ Quién soy yo , para que vaya á Faraón , y saque de Egipto á los hijos de Israel ?
Y él le respondió : Ve , porque yo seré contigo ; y esto te será por señal de que yo te he enviado : luego que hubieres sacado este pueblo de Egipto , serviréis á Dios sobre este monte .
Y dijo Moisés á Dios : He aquí que llego yo á los hijos de Israel , y les digo , El Dios de vuestros padres me ha enviado á vosotros ; si ellos me preguntaren : ¿ Cuál es su nombre ? ¿ qué les responderé ?
Y respondió Dios á Moisés : YO SOY EL QUE SOY . Y dijo : Así dirás á los hijos de Israel : YO SOY me ha enviado á vosotros .
Y dijo más Dios á Moisés : Así dirás á los hijos de Israel : Jehová , el Dios de vuestros padres , el Dios de Abraham , Dios de Isaac y Dios de Jacob , me ha enviado á vosotros . Este es mi nombre para siempre , este es mi memorial por todos los siglos .
Ve , y junta los ancianos de Israel , y diles : Jehová , el Dios de vuestros padres , el Dios de Abraham , de Isaac , y de Jacob , me apareció , diciendo : De cierto os he visitado , y visto lo que se os hace en Egipto ;
Y he dicho : Yo os sacaré de la aflicción de Egipto á la tierra del Cananeo , y del Hetheo , y del Amorrheo , y del Pherezeo , y del Heveo , y del Jebuseo , á una tierra que fluye leche y miel .
Y oirán tu voz ; é irás tú , y los ancianos de Israel , al rey de Egipto , y le diréis : Jehová , el Dios de los Hebreos , nos ha encontrado ; por tanto nosotros iremos ahora camino de tres días por el desierto , para que sacrifiquemos á Jehová nuestro Dios .
Mas yo sé que el rey de Egipto no os dejará ir sino por mano fuerte .
Empero yo extenderé mi mano , y heriré á Egipto con todas mis maravillas que haré en él , y entonces os dejará ir .
Y yo daré á este pueblo gracia en los ojos de los Egipcios , para que cuando os partiereis , no salgáis vacíos :
Sino que demandará cada mujer á su vecina y á su huéspeda vasos de plata , vasos de oro , y vestidos : los cuales pondréis sobre vuestros hijos y vuestras hijas ; y despojaréis á Egipto .
ENTONCES Moisés respondió , y dijo : He aquí que ellos no me creerán , ni oirán mi voz ; porque dirán : No te ha aparecido Jehová .
Y Jehová dijo : ¿ Qué es eso que tienes en tu mano ? Y él respondió : Una vara .
Y él le dijo : Échala en tierra . Y él la echó en tierra , y tornóse una culebra : y Moisés huía de ella .
Entonces dijo Jehová á Moisés : Extiende tu mano , y tómala por la cola . Y él extendió su mano , y tomóla , y tornóse vara en su mano .
Por esto creerán que se te ha aparecido Jehová , el Dios de tus padres , el Dios de Abraham , Dios de Isaac y Dios de Jacob .
Y díjole más Jehová : Mete ahora tu mano en tu seno . Y él metió la mano en su seno ; y como la sacó , he aquí que su mano estaba leprosa como la nieve .
Y dijo : Vuelve á meter tu mano en tu seno : y él volvió á meter su mano en su seno ; y volviéndola á sacar del seno , he aquí que se había vuelto como la otra carne .
Sí aconteciere , que no te creyeren , ni obedecieren á la voz de la primera señal , creerán á la voz de la postrera .
Y si aun no creyeren á estas dos señales , ni oyeren tu voz , tomarás de las aguas del río , y derrámalas en tierra ; y volverse han aquellas aguas que tomarás del río , se volverán sangre en la tierra .
Entonces dijo Moisés á Jehová : ¡ Ay Señor ! yo no soy hombre de palabras de ayer ni de anteayer , ni aun desde que tú hablas á tu siervo ; porque soy tardo en el habla y torpe de lengua .
Y Jehová le respondió : ¿ Quién dió la boca al hombre ? ¿ ó quién hizo al mudo y al sordo , al que ve y al ciego ? ¿ no soy yo Jehová ?
Ahora pues , ve , que yo seré en tu boca , y te enseñaré lo que hayas de hablar .
Y él dijo : ¡ Ay Señor ! envía por mano del que has de enviar .
Entonces Jehová se enojó contra Moisés , y dijo : ¿ No conozco yo á tu hermano Aarón , Levita , y que él hablará ? Y aun he aquí que él te saldrá á recibir , y en viéndote , se alegrará en su corazón .
Tú hablarás á él , y pondrás en su boca las palabras , y yo seré en tu boca y en la suya , y os enseñaré lo que hayáis de hacer .
Y él hablará por ti al pueblo ; y él te será á ti en lugar de boca , y tú serás para él en lugar de Dios .
Y tomarás esta vara en tu mano , con la cual harás las señales .
Así se fué Moisés , y volviendo á su suegro Jethro , díjole : Iré ahora , y volveré á mis hermanos que están en Egipto , para ver si aun viven . Y Jethro dijo á Moisés : Ve en paz .
Dijo también Jehová á Moisés en Madián : Ve , y vuélvete á Egipto , porque han muerto todos los que procuraban tu muerte .
Entonces Moisés tomó su mujer y sus hijos , y púsolos sobre un asno , y volvióse á tierra de Egipto : tomó también Moisés la vara de Dios en su mano .
Y dijo Jehová á Moisés : Cuando hubiereis vuelto á Egipto , mira que hagas delante de Faraón todas las maravillas que he puesto en tu mano : yo empero endureceré su corazón , de modo que no dejará ir al pueblo .
Y dirás á Faraón : Jehová ha dicho así : Israel es mi hijo , mi primogénito .
Ya te he dicho que dejes ir á mi hijo , para que me sirva , mas no has querido dejarlo ir : he aquí yo voy á matar á tu hijo , tu primogénito .
Y aconteció en el camino , que en una posada le salió al encuentro Jehová , y quiso matarlo .
Entonces Séphora cogió un afilado pedernal , y cortó el prepucio de su hijo , y echólo á sus pies , diciendo : A la verdad tú me eres un esposo de sangre .
Así le dejó luego ir . Y ella dijo : Esposo de sangre , á causa de la circuncisión .
Y Jehová dijo á Aarón : Ve á recibir á Moisés al desierto . Y él fué , y encontrólo en el monte de Dios , y besóle .
Entonces contó Moisés á Aarón todas las palabras de Jehová que le enviaba , y todas las señales que le había dado .
Y fueron Moisés y Aarón , y juntaron todos los ancianos de los hijos de Israel :
Y habló Aarón todas las palabras que Jehová había dicho á Moisés , é hizo las señales delante de los ojos del pueblo .
Y el pueblo creyó : y oyendo que Jehová había visitado los hijos de Israel , y que había visto su aflicción , inclináronse y adoraron .
DESPUÉS entraron Moisés y Aarón á Faraón , y le dijeron : Jehová , el Dios de Israel , dice así : Deja ir á mi pueblo á celebrarme fiesta en el desierto .
Y Faraón respondió : ¿ Quién es Jehová , para que yo oiga su voz y deje ir á Israel ? Yo no conozco á Jehová , ni tampoco dejaré ir á Israel .
Y ellos dijeron : El Dios de los Hebreos nos ha encontrado : iremos , pues , ahora camino de tres días por el desierto , y sacrificaremos á Jehová nuestro Dios ; porque no venga sobre nosotros con pestilencia ó con espada .
Entonces el rey de Egipto les dijo : Moisés y Aarón , ¿ por qué hacéis cesar al pueblo de su obra ? idos á vuestros cargos .
Dijo también Faraón : He aquí el pueblo de la tierra es ahora mucho , y vosotros les hacéis cesar de sus cargos .
Y mandó Faraón aquel mismo día á los cuadrilleros del pueblo que le tenían á su cargo , y á sus gobernadores , diciendo :
De aquí adelante no daréis paja al pueblo para hacer ladrillo , como ayer y antes de ayer ; vayan ellos y recojan por sí mismos la paja :
Y habéis de ponerles la tarea del ladrillo que hacían antes , y no les disminuiréis nada ; porque están ociosos , y por eso levantan la voz diciendo : Vamos y sacrificaremos á nuestro Dios .
Agrávese la servidumbre sobre ellos , para que se ocupen en ella , y no atiendan á palabras de mentira .
Y saliendo los cuadrilleros del pueblo y sus gobernadores , hablaron al pueblo , diciendo : Así ha dicho Faraón : Yo no os doy paja .
Id vosotros , y recoged paja donde la hallareis ; que nada se disminuirá de vuestra tarea .
Entonces el pueblo se derramó por toda la tierra de Egipto á coger rastrojo en lugar de paja .
Y los cuadrilleros los apremiaban , diciendo : Acabad vuestra obra , la tarea del día en su día , como cuando se os daba paja .
Y azotaban á los capataces de los hijos de Israel , que los cuadrilleros de Faraón habían puesto sobre ellos , diciendo : ¿ Por qué no habéis cumplido vuestra tarea de ladrillo ni ayer ni hoy , como antes ?
Y los capataces de los hijos de Israel vinieron á Faraón , y se quejaron á él , diciendo : ¿ Por qué lo haces así con tus siervos ?
No se da paja á tus siervos , y con todo nos dicen : Haced el ladrillo . Y he aquí tus siervos son azotados , y tu pueblo cae en falta .
Y él respondió : Estáis ociosos , sí , ociosos , y por eso decís : Vamos y sacrifiquemos á Jehová .
Id pues ahora , y trabajad . No se os dará paja , y habéis de dar la tarea del ladrillo .
Entonces los capataces de los hijos de Israel se vieron en aflicción , habiéndoseles dicho : No se disminuirá nada de vuestro ladrillo , de la tarea de cada día .
Y encontrando á Moisés y á Aarón , que estaban á la vista de ellos cuando salían de Faraón ,
Dijéronles : Mire Jehová sobre vosotros , y juzgue ; pues habéis hecho heder nuestro olor delante de Faraón y de sus siervos , dándoles el cuchillo en las manos para que nos maten .
Entonces Moisés se volvió á Jehová , y dijo : Señor , ¿ por qué afliges á este pueblo ? ¿ para qué me enviaste ?
Porque desde que yo vine á Faraón para hablarle en tu nombre , ha afligido á este pueblo ; y tú tampoco has librado á tu pueblo .
JEHOVÁ respondió á Moisés : Ahora verás lo que yo haré á Faraón ; porque con mano fuerte los ha de dejar ir ; y con mano fuerte los ha de echar de su tierra .
Habló todavía Dios á Moisés , y díjole : Yo soy JEHOVÁ ;
Y aparecí á Abraham , á Isaac y á Jacob bajo el nombre de Dios Omnipotente , mas en mi nombre JEHOVÁ no me notifiqué á ellos .
Y también establecí mi pacto con ellos , de darles la tierra de Canaán , la tierra en que fueron extranjeros , y en la cual peregrinaron .
Y asimismo yo he oído el gemido de los hijos de Israel , á quienes hacen servir los Egipcios , y heme acordado de mi pacto .
Por tanto dirás á los hijos de Israel : Yo JEHOVÁ ; y yo os sacaré de debajo de las cargas de Egipto , y os libraré de su servidumbre , y os redimiré con brazo extendido , y con juicios grandes :
Y os tomaré por mi pueblo y seré vuestro Dios : y vosotros sabréis que yo soy Jehová vuestro Dios , que os saco de debajo de las cargas de Egipto :
Y os meteré en la tierra , por la cual alcé mi mano que la daría á Abraham , á Isaac y á Jacob : y yo os la daré por heredad . Yo JEHOVÁ .
De esta manera habló Moisés á los hijos de Israel : mas ellos no escuchaban á Moisés á causa de la congoja de espíritu , y de la dura servidumbre .
Y habló Jehová á Moisés , diciendo :
Entra , y habla á Faraón rey de Egipto , que deje ir de su tierra á los hijos de Israel .
Y respondió Moisés delante de Jehová , diciendo : He aquí , los hijos de Israel no me escuchan : ¿ cómo pues me escuchará Faraón , mayormente siendo yo incircunciso de labios ?
Entonces Jehová habló á Moisés y á Aarón , y dióles mandamiento para los hijos de Israel , y para Faraón rey de Egipto , para que sacasen á los hijos de Israel de la tierra de Egipto .
Estas son las cabezas de las familias de sus padres . Los hijos de Rubén , el primogénito de Israel : Hanoch y Phallú , Hezrón y Carmi : estas son las familias de Rubén .
Los hijos de Simeón : Jemuel , y Jamín , y Ohad , y Jachîn , y Zoar , y Saúl , hijo de una Cananea : estas son las familias de Simeón .
Y estos son los nombres de los hijos de Leví por sus linajes : Gersón , y Coath , y Merari . Y los años de la vida de Leví fueron ciento treinta y siete años .
Y los hijos de Gersón : Libni , y Shimi , por sus familias .
Y los hijos de Coath : Amram , é Izhar , y Hebrón , y Uzziel . Y los años de la vida de Coath fueron ciento treinta y tres años .
Y los hijos de Merari : Mahali , y Musi : estas son las familias de Leví por sus linajes .
Y Amram tomó por mujer á Jochêbed su tía ; la cual le parió á Aarón y á Moisés . Y los años de la vida de Amram fueron ciento treinta y siete años .
Y los hijos de Izhar : Cora , y Nepheg y Zithri .
Y los hijos de Uzziel : Misael , y Elzaphán y Zithri .
Y tomóse Aarón por mujer á Elisabeth , hija de Aminadab , hermana de Naasón ; la cual le parió á Nadab , y á Abiú , y á Eleazar y á Ithamar .
Y los hijos de Cora : Assir , y Elcana , y Abiasaph : estas son las familias de los Coritas .
Y Eleazar , hijo de Aarón , tomó para sí mujer de las hijas de Phutiel , la cual le parió á Phinees : y estas son las cabezas de los padres de los Levitas por sus familias .
Este es aquel Aarón y aquel Moisés , á los cuales Jehová dijo : Sacad á los hijos de Israel de la tierra de Egipto por sus escuadrones .
Estos son los que hablaron á Faraón rey de Egipto , para sacar de Egipto á los hijos de Israel . Moisés y Aarón fueron estos .
Cuando Jehová habló á Moisés en la tierra de Egipto ,
Entonces Jehová habló á Moisés , diciendo : Yo soy JEHOVÁ ; di á Faraón rey de Egipto todas las cosas que yo te digo á ti .
Y Moisés respondió delante de Jehová : He aquí , yo soy incircunciso de labios , ¿ cómo pues me ha de oir Faraón ?
Y JEHOVÁ dijo á Moisés : Mira , yo te he constituído dios para Faraón , y tu hermano Aarón será tu profeta .
Tú dirás todas las cosas que yo te mandaré , y Aarón tu hermano hablará á Faraón , para que deje ir de su tierra á los hijos de Israel .
Y yo endureceré el corazón de Faraón , y multiplicaré en la tierra de Egipto mis señales y mis maravillas .
Y Faraón no os oirá ; mas yo pondré mi mano sobre Egipto , y sacaré á mis ejércitos , mi pueblo , los hijos de Israel , de la tierra de Egipto , con grandes juicios .
Y sabrán los Egipcios que yo soy Jehová , cuando extenderé mi mano sobre Egipto , y sacaré los hijos de Israel de en medio de ellos .
E hizo Moisés y Aarón como Jehová les mandó : hiciéronlo así .
Y era Moisés de edad de ochenta años , y Aarón de edad de ochenta y tres , cuando hablaron á Faraón .
Y habló Jehová á Moisés y á Aarón , diciendo :
Si Faraón os respondiere diciendo , Mostrad milagro ; dirás á Aarón : Toma tu vara , y échala delante de Faraón , para que se torne culebra .
Vinieron , pues , Moisés y Aarón á Faraón , é hicieron como Jehová lo había mandado : y echó Aarón su vara delante de Faraón y de sus siervos , y tornóse culebra .
Entonces llamó también Faraón sabios y encantadores ; é hicieron también lo mismo los encantadores de Egipto con sus encantamientos ;
Pues echó cada uno su vara , las cuales se volvieron culebras : mas la vara de Aarón devoró las varas de ellos .
Y el corazón de Faraón se endureció , y no los escuchó ; como Jehová lo había dicho .
Entonces Jehová dijo á Moisés : El corazón de Faraón está agravado , que no quiere dejar ir al pueblo .
Ve por la mañana á Faraón , he aquí que él sale á las aguas ; y tú ponte á la orilla del río delante de él , y toma en tu mano la vara que se volvió culebra ,
Y dile : Jehová el Dios de los Hebreos me ha enviado á ti , diciendo : Deja ir á mi pueblo , para que me sirvan en el desierto ; y he aquí que hasta ahora no has querido oir .
Así ha dicho Jehová : En esto conocerás que yo soy Jehová : he aquí , yo heriré con la vara que tengo en mi mano el agua que está en el río , y se convertirá en sangre :
Y los peces que hay en el río morirán , y hederá el río , y tendrán asco los Egipcios de beber el agua del río .
Y Jehová dijo á Moisés : Di á Aarón : Toma tu vara , y extiende tu mano sobre las aguas de Egipto , sobre sus ríos , sobre sus arroyos y sobre sus estanques , y sobre todos sus depósitos de aguas , para que se conviertan en sangre , y haya sangre por toda la región de Egipto , así en los vasos de madera como en los de piedra .
Y Moisés y Aarón hicieron como Jehová lo mandó ; y alzando la vara hirió las aguas que había en el río , en presencia de Faraón y de sus siervos ; y todas las aguas que había en el río se convirtieron en sangre .
Asimismo los peces que había en el río murieron ; y el río se corrompió , que los Egipcios no podían beber de él : y hubo sangre por toda la tierra de Egipto .
Y los encantadores de Egipto hicieron lo mismo con sus encantamientos : y el corazón de Faraón se endureció , y no los escuchó ; como Jehová lo había dicho .
Y tornando Faraón volvióse á su casa , y no puso su corazón aun en esto .
Y en todo Egipto hicieron pozos alrededor del río para beber , porque no podían beber de las aguas del río .
Y cumpliéronse siete días después que Jehová hirió el río .
ENTONCES Jehová dijo á Moisés : Entra á Faraón , y dile : Jehová ha dicho así : Deja ir á mi pueblo , para que me sirvan .
Y si no lo quisieres dejar ir , he aquí yo heriré con ranas todos tus términos :
Y el río criará ranas , las cuales subirán , y entrarán en tu casa , y en la cámara de tu cama , y sobre tu cama , y en las casas de tus siervos , y en tu pueblo , y en tus hornos , y en tus artesas :
Y las ranas subirán sobre ti , y sobre tu pueblo , y sobre todos tus siervos .
Y Jehová dijo á Moisés : Di á Aarón : Extiende tu mano con tu vara sobre los ríos , arroyos , y estanques , para que haga venir ranas sobre la tierra de Egipto .
Entonces Aarón extendió su mano sobre las aguas de Egipto , y subieron ranas que cubrieron la tierra de Egipto .
Y los encantadores hicieron lo mismo con sus encantamientos , é hicieron venir ranas sobre la tierra de Egipto .
Entonces Faraón llamó á Moisés y á Aarón , y díjoles : Orad á Jehová que quite las ranas de mí y de mi pueblo ; y dejaré ir al pueblo , para que sacrifique á Jehová .
Y dijo Moisés á Faraón : Gloríate sobre mí : ¿ cuándo oraré por ti , y por tus siervos , y por tu pueblo , para que las ranas sean quitadas de ti , y de tus casas , y que solamente se queden en el río ?
Y él dijo : Mañana . Y Moisés respondió : Se hará conforme á tu palabra , para que conozcas que no hay como Jehová nuestro Dios :
Y las ranas se irán de ti , y de tus casas , y de tus siervos , y de tu pueblo , y solamente se quedarán en el río .
Entonces salieron Moisés y Aarón de con Faraón , y clamó Moisés á Jehová sobre el negocio de las ranas que había puesto á Faraón .
E hizo Jehová conforme á la palabra de Moisés , y murieron las ranas de las casas , de los cortijos , y de los campos .
Y las juntaron en montones , y apestaban la tierra .
Y viendo Faraón que le habían dado reposo , agravó su corazón , y no los escuchó ; como Jehová lo había dicho .
Entonces Jehová dijo á Moisés : Di á Aarón : Extiende tu vara , y hiere el polvo de la tierra , para que se vuelva piojos por todo el país de Egipto .
Y ellos lo hicieron así ; y Aarón extendió su mano con su vara , é hirió el polvo de la tierra , el cual se volvió piojos , así en los hombres como en las bestias : todo el polvo de la tierra se volvió piojos en todo el país de Egipto .
Y los encantadores hicieron así también , para sacar piojos con sus encantamientos ; mas no pudieron . Y había piojos así en los hombres como en las bestias .
Entonces los magos dijeron á Faraón : Dedo de Dios es este . Mas el corazón de Faraón se endureció , y no los escuchó ; como Jehová lo había dicho .
Y Jehová dijo á Moisés : Levántate de mañana y ponte delante de Faraón , he aquí él sale á las aguas ; y dile : Jehová ha dicho así : Deja ir á mi pueblo , para que me sirva .
Porque si no dejares ir á mi pueblo , he aquí yo enviaré sobre ti , y sobre tus siervos , y sobre tu pueblo , y sobre tus casas toda suerte de moscas ; y las casas de los Egipcios se henchirán de toda suerte de moscas , y asimismo la tierra donde ellos estuvieren .
Y aquel día yo apartaré la tierra de Gosén , en la cual mi pueblo habita , para que ninguna suerte de moscas haya en ella ; á fin de que sepas que yo soy Jehová en medio de la tierra .
Y yo pondré redención entre mi pueblo y el tuyo . Mañana será esta señal .
Y Jehová lo hizo así : que vino toda suerte de moscas molestísimas sobre la casa de Faraón , y sobre las casas de sus siervos , y sobre todo el país de Egipto ; y la tierra fué corrompida á causa de ellas .
Entonces Faraón llamó á Moisés y á Aarón , y díjoles : Andad , sacrificad á vuestro Dios en la tierra .
Y Moisés respondió : No conviene que hagamos así , porque sacrificaríamos á Jehová nuestro Dios la abominación de los Egipcios . He aquí , si sacrificáramos la abominación de los Egipcios delante de ellos , ¿ no nos apedrearían ?
Camino de tres días iremos por el desierto , y sacrificaremos á Jehová nuestro Dios , como él nos dirá .
Y dijo Faraón : Yo os dejaré ir para que sacrifiquéis á Jehová vuestro Dios en el desierto , con tal que no vayáis más lejos : orad por mí .
Y respondió Moisés : He aquí , en saliendo yo de contigo , rogaré á Jehová que las diversas suertes de moscas se vayan de Faraón , y de sus siervos , y de su pueblo mañana ; con tal que Faraón no falte más , no dejando ir al pueblo á sacrificar á Jehová .
Entonces Moisés salió de con Faraón , y oró á Jehová .
Y Jehová hizo conforme á la palabra de Moisés ; y quitó todas aquellas moscas de Faraón , y de sus siervos , y de su pueblo , sin que quedara una .
Mas Faraón agravó aún esta vez su corazón , y no dejó ir al pueblo .
ENTONCES Jehová dijo á Moisés : Entra á Faraón , y dile : Jehová , el Dios de los Hebreos , dice así : Deja ir á mi pueblo , para que me sirvan ;
Porque si no lo quieres dejar ir , y los detuvieres aún ,
He aquí la mano de Jehová será sobre tus ganados que están en el campo , caballos , asnos , camellos , vacas y ovejas , con pestilencia gravísima :
Y Jehová hará separación entre los ganados de Israel y los de Egipto , de modo que nada muera de todo lo de los hijos de Israel .
Y Jehová señaló tiempo , diciendo : Mañana hará Jehová esta cosa en la tierra .
Y el día siguiente Jehová hizo aquello , y murió todo el ganado de Egipto ; mas del ganado de los hijos de Israel no murió uno .
Entonces Faraón envió , y he aquí que del ganado de los hijos de Israel no había muerto uno . Mas el corazón de Faraón se agravó , y no dejó ir al pueblo .
Y Jehová dijo á Moisés y á Aarón : Tomad puñados de ceniza de un horno , y espárzala Moisés hacia el cielo delante de Faraón :
Y vendrá á ser polvo sobre toda la tierra de Egipto , el cual originará sarpullido que cause tumores apostemados en los hombres y en las bestias , por todo el país de Egipto .
Y tomaron la ceniza del horno , y pusiéronse delante de Faraón , y esparcióla Moisés hacia el cielo ; y vino un sarpullido que causaba tumores apostemados así en los hombres como en las bestias .
Y los magos no podían estar delante de Moisés á causa de los tumores , porque hubo sarpullido en los magos y en todos los Egipcios .
Y Jehová endureció el corazón de Faraón , y no los oyó ; como Jehová lo había dicho á Moisés .
Entonces Jehová dijo á Moisés : Levántate de mañana , y ponte delante de Faraón , y dile : Jehová , el Dios de los Hebreos , dice así : Deja ir á mi pueblo , para que me sirva .
Porque yo enviaré esta vez todas mis plagas á tu corazón , sobre tus siervos , y sobre tu pueblo , para que entiendas que no hay otro como yo en toda la tierra .
Porque ahora yo extenderé mi mano para herirte á ti y á tu pueblo de pestilencia , y serás quitado de la tierra .
Y á la verdad yo te he puesto para declarar en ti mi potencia , y que mi Nombre sea contado en toda la tierra .
¿ Todavía te ensalzas tú contra mi pueblo , para no dejarlos ir ?
He aquí que mañana á estas horas yo haré llover granizo muy grave , cual nunca fué en Egipto , desde el día que se fundó hasta ahora .
Envía , pues , á recoger tu ganado , y todo lo que tienes en el campo ; porque todo hombre ó animal que se hallare en el campo , y no fuere recogido á casa , el granizo descenderá sobre él , y morirá .
De los siervos de Faraón el que temió la palabra de Jehová , hizo huir sus criados y su ganado á casa :
Mas el que no puso en su corazón la palabra de Jehová , dejó sus criados y sus ganados en el campo .
Y Jehová dijo á Moisés : Extiende tu mano hacia el cielo , para que venga granizo en toda la tierra de Egipto sobre los hombres , y sobre las bestias , y sobre toda la hierba del campo en el país de Egipto .
Y Moisés extendió su vara hacia el cielo , y Jehová hizo tronar y granizar , y el fuego discurría por la tierra ; y llovió Jehová granizo sobre la tierra de Egipto .
Hubo pues granizo , y fuego mezclado con el granizo , tan grande , cual nunca hubo en toda la tierra de Egipto desde que fué habitada .
Y aquel granizo hirió en toda la tierra de Egipto todo lo que estaba en el campo , así hombres como bestias ; asimismo hirió el granizo toda la hierba del campo , y desgajó todos los árboles del país .
Solamente en la tierra de Gosén , donde los hijos de Israel estaban , no hubo granizo .
Entonces Faraón envió á llamar á Moisés y á Aarón , y les dijo : He pecado esta vez : Jehová es justo , y yo y mi pueblo impíos .
Orad á Jehová : y cesen los truenos de Dios y el granizo ; y yo os dejaré ir , y no os detendréis más .
Y respondióle Moisés : En saliendo yo de la ciudad extenderé mis manos á Jehová , y los truenos cesarán , y no habrá más granizo ; para que sepas que de Jehová es la tierra .
Mas yo sé que ni tú ni tus siervos temeréis todavía la presencia del Dios Jehová .
El lino , pues , y la cebada fueron heridos ; porque la cebada estaba ya espigada , y el lino en caña .
Mas el trigo y el centeno no fueron heridos ; porque eran tardíos .
Y salido Moisés de con Faraón de la ciudad , extendió sus manos á Jehová , y cesaron los truenos y el granizo ; y la lluvia no cayó más sobre la tierra .
Y viendo Faraón que la lluvia había cesado y el granizo y los truenos , perseveró en pecar , y agravó su corazón , él y sus siervos .
Y el corazón de Faraón se endureció , y no dejó ir á los hijos de Israel ; como Jehová lo había dicho por medio de Moisés .
Y JEHOVÁ dijo á Moisés : Entra á Faraón ; porque yo he agravado su corazón , y el corazón de sus siervos , para dar entre ellos estas mis señales ;
Y para que cuentes á tus hijos y á tus nietos las cosas que yo hice en Egipto , y mis señales que dí entre ellos ; y para que sepáis que yo soy Jehová .
Entonces vinieron Moisés y Aarón á Faraón , y le dijeron : Jehová , el Dios de los Hebreos , ha dicho así : ¿ Hasta cuándo no querrás humillarte delante de mí ? Deja ir á mi pueblo para que me sirvan .
Y si aun rehusas dejarlo ir , he aquí que yo traeré mañana langosta en tus términos ,
La cual cubrirá la faz de la tierra , de modo que no pueda verse la tierra ; y ella comerá lo que quedó salvo , lo que os ha quedado del granizo ; comerá asimismo todo árbol que os produce fruto en el campo :
Y llenarse han tus casas , y las casas de todos tus siervos , y las casas de todos los Egipcios , cual nunca vieron tus padres ni tus abuelos , desde que ellos fueron sobre la tierra hasta hoy . Y volvióse , y salió de con Faraón .
Entonces los siervos de Faraón le dijeron : ¿ Hasta cuándo nos ha de ser éste por lazo ? Deja ir á estos hombres , para que sirvan á Jehová su Dios ; ¿ aun no sabes que Egipto está destruído ?
Y Moisés y Aarón volvieron á ser llamados á Faraón , el cual les dijo : Andad , servid á Jehová vuestro Dios . ¿ Quién y quién son los que han de ir ?
Y Moisés respondió : Hemos de ir con nuestros niños y con nuestros viejos , con nuestros hijos y con nuestras hijas : con nuestras ovejas y con nuestras vacas hemos de ir ; porque tenemos solemnidad de Jehová .
Y él les dijo : Así sea Jehová con vosotros como yo os dejaré ir á vosotros y á vuestros niños : mirad como el mal está delante de vuestro rostro .
No será así : id ahora vosotros los varones , y servid á Jehová : pues esto es lo que vosotros demandasteis . Y echáronlos de delante de Faraón .
Entonces Jehová dijo á Moisés : Extiende tu mano sobre la tierra de Egipto para langosta , á fin de que suba sobre el país de Egipto , y consuma todo lo que el granizo dejó .
Y extendió Moisés su vara sobre la tierra de Egipto , y Jehová trajo un viento oriental sobre el país todo aquel día y toda aquella noche ; y á la mañana el viento oriental trajo la langosta :
Y subió la langosta sobre toda la tierra de Egipto , y asentóse en todos los términos de Egipto , en gran manera grave : antes de ella no hubo langosta semejante , ni después de ella vendrá otra tal ;
Y cubrió la faz de todo el país , y oscurecióse la tierra ; y consumió toda la hierba de la tierra , y todo el fruto de los árboles que había dejado el granizo ; que no quedó cosa verde en árboles ni en hierba del campo , por toda la tierra de Egipto .
Entonces Faraón hizo llamar apriesa á Moisés y á Aarón , y dijo : He pecado contra Jehová vuestro Dios , y contra vosotros .
Mas ruego ahora que perdones mi pecado solamente esta vez , y que oréis á Jehová vuestro Dios que quite de mí solamente esta muerte .
Y salió de con Faraón , y oró á Jehová .
Y Jehová volvió un viento occidental fortísimo , y quitó la langosta , y arrojóla en el mar Bermejo : ni una langosta quedó en todo el término de Egipto .
Mas Jehová endureció el corazón de Faraón ; y no envió los hijos de Israel .
Y Jehová dijo á Moisés : Extiende tu mano hacia el cielo , para que haya tinieblas sobre la tierra de Egipto , tales que cualquiera las palpe .
Y extendió Moisés su mano hacia el cielo , y hubo densas tinieblas tres días por toda la tierra de Egipto .
Ninguno vió á su prójimo , ni nadie se levantó de su lugar en tres días ; mas todos los hijos de Israel tenían luz en sus habitaciones .
Entonces Faraón hizo llamar á Moisés , y dijo : Id , servid á Jehová ; solamente queden vuestras ovejas y vuestras vacas : vayan también vuestros niños con vosotros .
Y Moisés respondió : Tú también nos entregarás sacrificios y holocaustos que sacrifiquemos á Jehová nuestro Dios .
Nuestros ganados irán también con nosotros ; no quedará ni una uña ; porque de ellos hemos de tomar para servir á Jehová nuestro Dios ; y no sabemos con qué hemos de servir á Jehová , hasta que lleguemos allá .
Mas Jehová endureció el corazón de Faraón , y no quiso dejarlos ir .
Y díjole Faraón : Retírate de mí : guárdate que no veas más mi rostro , porque en cualquier día que vieres mi rostro , morirás .
Y Moisés respondió : Bien has dicho ; no veré más tu rostro .
Y JEHOVÁ dijo á Moisés : Una plaga traeré aún sobre Faraón , y sobre Egipto ; después de la cual él os dejará ir de aquí ; y seguramente os echará de aquí del todo .
Habla ahora al pueblo , y que cada uno demande á su vecino , y cada una á su vecina , vasos de plata y de oro .
Y Jehová dió gracia al pueblo en los ojos de los Egipcios . También Moisés era muy gran varón en la tierra de Egipto , á los ojos de los siervos de Faraón , y á los ojos del pueblo .
Y dijo Moisés : Jehová ha dicho así : A la media noche yo saldré por medio de Egipto ,
Y morirá todo primogénito en tierra de Egipto , desde el primogénito de Faraón que se sienta en su trono , hasta el primogénito de la sierva que está tras la muela ; y todo primogénito de las bestias .
Y habrá gran clamor por toda la tierra de Egipto , cual nunca fué , ni jamás será .
Mas entre todos los hijos de Israel , desde el hombre hasta la bestia , ni un perro moverá su lengua : para que sepáis que hará diferencia Jehová entre los Egipcios y los Israelitas .
Y descenderán á mí todos estos tus siervos , é inclinados delante de mí dirán : Sal tú , y todo el pueblo que está bajo de ti ; y después de esto yo saldré . Y salióse muy enojado de con Faraón .
Y Jehová dijo á Moisés : Faraón no os oirá , para que mis maravillas se multipliquen en la tierra de Egipto .
Y Moisés y Aarón hicieron todos estos prodigios delante de Faraón : mas Jehová había endurecido el corazón de Faraón , y no envió á los hijos de Israel fuera de su país .
Y HABLÓ Jehová á Moisés y á Aarón en la tierra de Egipto , diciendo :
Este mes os será principio de los meses ; será este para vosotros el primero en los meses del año .
Hablad á toda la congregación de Israel , diciendo : En el diez de aqueste mes tómese cada uno un cordero por las familias de los padres , un cordero por familia :
Mas si la familia fuere pequeña que no baste á comer el cordero , entonces tomará á su vecino inmediato á su casa , y según el número de las personas , cada uno conforme á su comer , echaréis la cuenta sobre el cordero .
El cordero será sin defecto , macho de un año : tomaréislo de las ovejas ó de las cabras :
Y habéis de guardarlo hasta el día catorce de este mes ; y lo inmolará toda la congregación del pueblo de Israel entre las dos tardes .
Y tomarán de la sangre , y pondrán en los dos postes y en el dintel de las casas en que lo han de comer .
Y aquella noche comerán la carne asada al fuego , y panes sin levadura : con hierbas amargas lo comerán .
Ninguna cosa comeréis de él cruda , ni cocida en agua , sino asada al fuego ; su cabeza con sus pies y sus intestinos .
Ninguna cosa dejaréis de él hasta la mañana ; y lo que habrá quedado hasta la mañana , habéis de quemarlo en el fuego .
Y así habéis de comerlo : ceñidos vuestros lomos , vuestros zapatos en vuestros pies , y vuestro bordón en vuestra mano ; y lo comeréis apresuradamente : es la Pascua de Jehová .
Pues yo pasaré aquella noche por la tierra de Egipto , y heriré á todo primogénito en la tierra de Egipto , así en los hombres como en las bestias : y haré juicios en todos los dioses de Egipto . Yo JEHOVÁ .
Y la sangre os será por señal en las casas donde vosotros estéis ; y veré la sangre , y pasaré de vosotros , y no habrá en vosotros plaga de mortandad , cuando heriré la tierra de Egipto .
Y este día os ha de ser en memoria , y habéis de celebrarlo como solemne á Jehová durante vuestras generaciones : por estatuto perpetuo lo celebraréis .
Siete días comeréis panes sin levadura ; y así el primer día haréis que no haya levadura en vuestras casas : porque cualquiera que comiere leudado desde el primer día hasta el séptimo , aquella alma será cortada de Israel .
El primer día habrá santa convocación , y asimismo en el séptimo día tendréis una santa convocación : ninguna obra se hará en ellos , excepto solamente que aderecéis lo que cada cual hubiere de comer .
Y guardaréis la fiesta de los ázimos , porque en aqueste mismo día saqué vuestros ejércitos de la tierra de Egipto : por tanto guardaréis este día en vuestras generaciones por costumbre perpetua .
En el mes primero , el día catorce del mes por la tarde , comeréis los panes sin levadura , hasta el veintiuno del mes por la tarde .
Por siete días no se hallará levadura en vuestras casas , porque cualquiera que comiere leudado , así extranjero como natural del país , aquella alma será cortada de la congregación de Israel .
Ninguna cosa leudada comeréis ; en todas vuestras habitaciones comeréis panes sin levadura .
Y Moisés convocó á todos los ancianos de Israel , y díjoles : Sacad , y tomaos corderos por vuestras familias , y sacrificad la pascua .
Y tomad un manojo de hisopo , y mojadle en la sangre que estará en una jofaina , y untad el dintel y los dos postes con la sangre que estará en la jofaina ; y ninguno de vosotros salga de las puertas de su casa hasta la mañana .
Porque Jehová pasará hiriendo á los Egipcios ; y como verá la sangre en el dintel y en los dos postes , pasará Jehová aquella puerta , y no dejará entrar al heridor en vuestras casas para herir .
Y guardaréis esto por estatuto para vosotros y para vuestros hijos para siempre .
Y será , cuando habréis entrado en la tierra que Jehová os dará , como tiene hablado , que guardaréis este rito .
Y cuando os dijeren vuestros hijos : ¿ Qué rito es este vuestro ?
Vosotros responderéis : Es la víctima de la Pascua de Jehová , el cual pasó las casas de los hijos de Israel en Egipto , cuando hirió á los Egipcios , y libró nuestras casas . Entonces el pueblo se inclinó y adoró .
Y los hijos de Israel se fueron , é hicieron puntualmente así ; como Jehová había mandado á Moisés y á Aarón .
Y aconteció que á la medianoche Jehová hirió á todo primogénito en la tierra de Egipto , desde el primogénito de Faraón que se sentaba sobre su trono , hasta el primogénito del cautivo que estaba en la cárcel , y todo primogénito de los animales .
Y levantóse aquella noche Faraón , él y todos sus siervos , y todos los Egipcios ; y había un gran clamor en Egipto , porque no había casa donde no hubiese muerto .
E hizo llamar á Moisés y á Aarón de noche , y díjoles : Salid de en medio de mi pueblo vosotros , y los hijos de Israel ; é id , servid á Jehová , como habéis dicho .
Tomad también vuestras ovejas y vuestras vacas , como habéis dicho , é idos ; y bendecidme también á mí .
Y los Egipcios apremiaban al pueblo , dándose priesa á echarlos de la tierra ; porque decían : Todos somos muertos .
Y llevó el pueblo su masa antes que se leudase , sus masas envueltas en sus sábanas sobre sus hombros .
E hicieron los hijos de Israel conforme al mandamiento de Moisés , demandando á los Egipcios vasos de plata , y vasos de oro , y vestidos .
Y Jehová dió gracia al pueblo delante de los Egipcios , y prestáronles ; y ellos despojaron á los Egipcios .
Y partieron los hijos de Israel de Rameses á Succoth , como seiscientos mil hombres de á pie , sin contar los niños .
Y también subió con ellos grande multitud de diversa suerte de gentes ; y ovejas , y ganados muy muchos .
Y cocieron tortas sin levadura de la masa que habían sacado de Egipto ; porque no había leudado , por cuanto echándolos los Egipcios , no habían podido detenerse , ni aun prepararse comida .
El tiempo que los hijos de Israel habitaron en Egipto , fué cuatrocientos treinta años .
Y pasados cuatrocientos treinta años , en el mismo día salieron todos los ejércitos de Jehová de la tierra de Egipto .
Es noche de guardar á Jehová , por haberlos sacado en ella de la tierra de Egipto . Esta noche deben guardar á Jehová todos los hijos de Israel en sus generaciones .
Y Jehová dijo á Moisés y á Aarón : Esta es la ordenanza de la Pascua : Ningún extraño comerá de ella :
Mas todo siervo humano comprado por dinero , comerá de ella después que lo hubieres circuncidado .
El extranjero y el asalariado no comerán de ella .
En una casa se comerá , y no llevarás de aquella carne fuera de casa , ni quebraréis hueso suyo .
Toda la congregación de Israel le sacrificará .
Mas si algún extranjero peregrinare contigo , y quisiere hacer la pascua á Jehová , séale circuncidado todo varón , y entonces se llegará á hacerla , y será como el natural de la tierra ; pero ningún incircunciso comerá de ella .
La misma ley será para el natural y para el extranjero que peregrinare entre vosotros .
Así lo hicieron todos los hijos de Israel ; como mandó Jehová á Moisés y á Aarón , así lo hicieron .
Y en aquel mismo día sacó Jehová á los hijos de Israel de la tierra de Egipto por sus escuadrones .
Y JEHOVÁ habló á Moisés , diciendo :
Santifícame todo primogénito , cualquiera que abre matriz entre los hijos de Israel , así de los hombres como de los animales : mío es .
Y Moisés dijo al pueblo : Tened memoria de aqueste día , en el cual habéis salido de Egipto , de la casa de servidumbre ; pues Jehová os ha sacado de aquí con mano fuerte : por tanto , no comeréis leudado .
Vosotros salís hoy en el mes de Abib .
Y cuando Jehová te hubiere metido en la tierra del Cananeo , y del Hetheo , y del Amorrheo , y del Hebeo , y del Jebuseo , la cual juró á tus padres que te daría , tierra que destila leche y miel , harás este servicio en aqueste mes .
Siete días comerás por leudar , y el séptimo día será fiesta á Jehová .
Por los siete días se comerán los panes sin levadura ; y no se verá contigo leudado , ni levadura en todo tu término .
Y contarás en aquel día á tu hijo , diciendo : Hácese esto con motivo de lo que Jehová hizo conmigo cuando me sacó de Egipto .
Y serte ha como una señal sobre tu mano , y como una memoria delante de tus ojos , para que la ley de Jehová esté en tu boca ; por cuanto con mano fuerte te sacó Jehová de Egipto .
Por tanto , tú guardarás este rito en su tiempo de año en año .
Y cuando Jehová te hubiere metido en la tierra del Cananeo , como te ha jurado á ti y á tus padres , y cuando te la hubiere dado ,
Harás pasar á Jehová todo lo que abriere la matriz , asimismo todo primerizo que abriere la matriz de tus animales : los machos serán de Jehová .
Mas todo primogénito de asno redimirás con un cordero ; y si no lo redimieres , le degollarás : asimismo redimirás todo humano primogénito de tus hijos .
Y cuando mañana te preguntare tu hijo , diciendo : ¿ Qué es esto ? decirle has : Jehová nos sacó con mano fuerte de Egipto , de casa de servidumbre ;
Y endureciéndose Faraón en no dejarnos ir , Jehová mató en la tierra de Egipto á todo primogénito , desde el primogénito humano hasta el primogénito de la bestia : y por esta causa yo sacrifico á Jehová todo primogénito macho , y redimo todo primogénito de mis hijos .
Serte ha , pues , como una señal sobre tu mano , y por una memoria delante de tus ojos ; ya que Jehová nos sacó de Egipto con mano fuerte .
Y luego que Faraón dejó ir al pueblo , Dios no los llevó por el camino de la tierra de los Filisteos , que estaba cerca ; porque dijo Dios : Que quizá no se arrepienta el pueblo cuando vieren la guerra , y se vuelvan á Egipto :
Mas hizo Dios al pueblo que rodease por el camino del desierto del mar Bermejo . Y subieron los hijos de Israel de Egipto armados .
Tomó también consigo Moisés los huesos de José , el cual había juramentado á los hijos de Israel , diciendo : Dios ciertamente os visitará , y haréis subir mis huesos de aquí con vosotros .
Y partidos de Succoth , asentaron campo en Etham , á la entrada del desierto .
Y Jehová iba delante de ellos de día en una columna de nube , para guiarlos por el camino ; y de noche en una columna de fuego para alumbrarles ; á fin de que anduviesen de día y de noche .
Nunca se partió de delante del pueblo la columna de nube de día , ni de noche la columna de fuego .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel que den la vuelta , y asienten su campo delante de Pihahiroth , entre Migdol y la mar hacia Baalzephón : delante de él asentaréis el campo , junto á la mar .
Porque Faraón dirá de los hijos de Israel : Encerrados están en la tierra , el desierto los ha encerrado .
Y yo endureceré el corazón de Faraón para que los siga ; y seré glorificado en Faraón y en todo su ejército ; y sabrán los Egipcios que yo soy Jehová . Y ellos lo hicieron así .
Y fué dado aviso al rey de Egipto cómo el pueblo se huía : y el corazón de Faraón y de sus siervos se volvió contra el pueblo , y dijeron : ¿ Cómo hemos hecho esto de haber dejado ir á Israel , para que no nos sirva ?
Y unció su carro , y tomó consigo su pueblo ;
Y tomó seiscientos carros escogidos , y todos los carros de Egipto , y los capitanes sobre ellos .
Y endureció Jehová el corazón de Faraón rey de Egipto , y siguió á los hijos de Israel ; pero los hijos de Israel habían salido con mano poderosa .
Siguiéndolos , pues , los Egipcios , con toda la caballería y carros de Faraón , su gente de á caballo , y todo su ejército , alcanzáronlos asentando el campo junto á la mar , al lado de Pihahiroth , delante de Baalzephón .
Y cuando Faraón se hubo acercado , los hijos de Israel alzaron sus ojos , y he aquí los Egipcios que venían tras ellos ; por lo que temieron en gran manera , y clamaron los hijos de Israel á Jehová .
Y dijeron á Moisés : ¿ No había sepulcros en Egipto , que nos has sacado para que muramos en el desierto ? ¿ Por qué lo has hecho así con nosotros , que nos has sacado de Egipto ?
¿ No es esto lo que te hablamos en Egipto , diciendo : Déjanos servir á los Egipcios ? Que mejor nos fuera servir á los Egipcios , que morir nosotros en el desierto .
Y Moisés dijo al pueblo : No temáis ; estáos quedos , y ved la salud de Jehová , que él hará hoy con vosotros ; porque los Egipcios que hoy habéis visto , nunca más para siempre los veréis .
Jehová peleará por vosotros , y vosotros estaréis quedos .
Entonces Jehová dijo á Moisés : ¿ Por qué clamas á mí ? di á los hijos de Israel que marchen :
Y tú alza tu vara , y extiende tu mano sobre la mar , y divídela ; y entren los hijos de Israel por medio de la mar en seco .
Y yo , he aquí yo endureceré el corazón de los Egipcios , para que los sigan : y yo me glorificaré en Faraón , y en todo su ejército , y en sus carros , y en su caballería ;
Y sabrán los Egipcios que yo soy Jehová , cuando me glorificaré en Faraón , en sus carros , y en su gente de á caballo .
Y el ángel de Dios que iba delante del campo de Israel , se apartó , é iba en pos de ellos ; y asimismo la columna de nube que iba delante de ellos , se apartó , y púsose á sus espaldas :
E iba entre el campo de los Egipcios y el campo de Israel ; y era nube y tinieblas para aquéllos , y alumbraba á Israel de noche : y en toda aquella noche nunca llegaron los unos á los otros .
Y extendió Moisés su mano sobre la mar , é hizo Jehová que la mar se retirase por recio viento oriental toda aquella noche ; y tornó la mar en seco , y las aguas quedaron divididas .
Entonces los hijos de Israel entraron por medio de la mar en seco , teniendo las aguas como muro á su diestra y á su siniestra :
Y siguiéndolos los Egipcios , entraron tras ellos hasta el medio de la mar , toda la caballería de Faraón , sus carros , y su gente de á caballo .
Y aconteció á la vela de la mañana , que Jehová miró al campo de los Egipcios desde la columna de fuego y nube , y perturbó el campo de los Egipcios .
Y quitóles las ruedas de sus carros , y trastornólos gravemente . Entonces los Egipcios dijeron : Huyamos de delante de Israel , porque Jehová pelea por ellos contra los Egipcios .
Y Jehová dijo á Moisés : Extiende tu mano sobre la mar , para que las aguas vuelvan sobre los Egipcios , sobre sus carros , y sobre su caballería .
Y Moisés extendió su mano sobre la mar , y la mar se volvió en su fuerza cuando amanecía ; y los Egipcios iban hacia ella : y Jehová derribó á los Egipcios en medio de la mar .
Y volvieron las aguas , y cubrieron los carros y la caballería , y todo el ejército de Faraón que había entrado tras ellos en la mar ; no quedó de ellos ni uno .
Y los hijos de Israel fueron por medio de la mar en seco , teniendo las aguas por muro á su diestra y á su siniestra .
Así salvó Jehová aquel día á Israel de mano de los Egipcios ; é Israel vió á los Egipcios muertos á la orilla de la mar .
Y vió Israel aquel grande hecho que Jehová ejecutó contra los Egipcios : y el pueblo temió á Jehová , y creyeron á Jehová y á Moisés su siervo .
ENTONCES cantó Moisés y los hijos de Israel este cántico á Jehová , y dijeron : Cantaré yo á Jehová , porque se ha magnificado grandemente , echando en la mar al caballo y al que en él subía .
Jehová es mi fortaleza , y mi canción , y hame sido por salud : éste es mi Dios , y á éste engrandeceré ; Dios de mi padre , y á éste ensalzaré .
Jehová , varón de guerra ; Jehová es su nombre .
Los carros de Faraón y á su ejército echó en la mar ; y sus escogidos príncipes fueron hundidos en el mar Bermejo .
Los abismos los cubrieron ; como piedra descendieron á los profundos .
Tu diestra , oh Jehová , ha sido magnificada en fortaleza ; tu diestra , oh Jehová , ha quebrantado al enemigo .
Y con la grandeza de tu poder has trastornado á los que se levantaron contra ti : enviaste tu furor ; los tragó como á hojarasca .
Con el soplo de tus narices se amontonaron las aguas ; paráronse las corrientes como en un montón ; los abismos se cuajaron en medio de la mar .
El enemigo dijo : Perseguiré , prenderé , repartiré despojos ; mi alma se henchirá de ellos ; sacaré mi espada , destruirlos ha mi mano .
Soplaste con tu viento , cubriólos la mar : hundiéronse como plomo en las impetuosas aguas .
¿ Quién como tú , Jehová , entre los dioses ? ¿ quién como tú , magnífico en santidad , terrible en loores , hacedor de maravillas ?
Extendiste tu diestra ; la tierra los tragó .
Condujiste en tu misericordia á este pueblo , al cual salvaste ; llevástelo con tu fortaleza á la habitación de tu santuario .
Oiránlo los pueblos , y temblarán ; apoderarse ha dolor de los moradores de Palestina .
Entonces los príncipes de Edom se turbarán ; á los robustos de Moab los ocupará temblor ; abatirse han todos los moradores de Canaán .
Caiga sobre ellos temblor y espanto ; á la grandeza de tu brazo enmudezcan como una piedra ; hasta que haya pasado tu pueblo , oh Jehová , hasta que haya pasado este pueblo que tú rescataste .
Tú los introducirás y los plantarás en el monte de tu heredad , en el lugar de tu morada , que tú has aparejado , oh Jehová ; en el santuario del Señor , que han afirmado tus manos .
Jehová reinará por los siglos de los siglos .
Porque Faraón entró cabalgando con sus carros y su gente de á caballo en la mar , y Jehová volvió á traer las aguas de la mar sobre ellos ; mas los hijos de Israel fueron en seco por medio de la mar .
Y María la profetisa , hermana de Aarón , tomó un pandero en su mano , y todas las mujeres salieron en pos de ella con panderos y danzas ;
Y María les respondía : Cantad á Jehová ; porque en extremo se ha engrandecido , echando en la mar al caballo , y al que en él subía .
E hizo Moisés que partiese Israel del mar Bermejo , y salieron al desierto de Shur ; y anduvieron tres días por el desierto sin hallar agua .
Y llegaron á Mara , y no pudieron beber las aguas de Mara , porque eran amargas ; por eso le pusieron el nombre de Mara .
Entonces el pueblo murmuró contra Moisés , y dijo : ¿ Qué hemos de beber ?
Y Moisés clamó á Jehová ; y Jehová le mostró un árbol , el cual metídolo que hubo dentro de las aguas , las aguas se endulzaron . Allí les dió estatutos y ordenanzas , y allí los probó ;
Y dijo : Si oyeres atentamente la voz de Jehová tu Dios , é hicieres lo recto delante de sus ojos , y dieres oído á sus mandamientos , y guardares todos sus estatutos , ninguna enfermedad de las que envié á los Egipcios te enviaré á ti ; porque yo soy Jehová tu Sanador .
Y llegaron á Elim , donde había doce fuentes de aguas , y setenta palmas ; y asentaron allí junto á las aguas .
Y PARTIENDO de Elim toda la congregación de los hijos de Israel , vino al desierto de Sin , que está entre Elim y Sinaí , á los quince días del segundo mes después que salieron de la tierra de Egipto .
Y toda la congregación de los hijos de Israel murmuró contra Moisés y Aarón en el desierto ;
Y decíanles los hijos de Israel : Ojalá hubiéramos muerto por mano de Jehová en la tierra de Egipto , cuando nos sentábamos á las ollas de las carnes , cuando comíamos pan en hartura ; pues nos habéis sacado á este desierto , para matar de hambre á toda esta multitud .
Y Jehová dijo á Moisés : He aquí yo os haré llover pan del cielo ; y el pueblo saldrá , y cogerá para cada un día , para que yo le pruebe si anda en mi ley , ó no .
Mas al sexto día aparejarán lo que han de encerrar , que será el doble de lo que solían coger cada día .
Entonces dijo Moisés y Aarón á todos los hijos de Israel : A la tarde sabréis que Jehová os ha sacado de la tierra de Egipto :
Y á la mañana veréis la gloria de Jehová ; porque él ha oído vuestras murmuraciones contra Jehová ; que nosotros , ¿ qué somos , para que vosotros murmuréis contra nosotros ?
Y dijo Moisés : Jehová os dará á la tarde carne para comer , y á la mañana pan en hartura ; por cuanto Jehová ha oído vuestras murmuraciones con que habéis murmurado contra él : que nosotros , ¿ qué somos ? vuestras murmuraciones no son contra nosotros , sino contra Jehová .
Y dijo Moisés á Aarón : Di á toda la congregación de los hijos de Israel : Acercaos á la presencia de Jehová ; que él ha oído vuestras murmuraciones .
Y hablando Aarón á toda la congregación de los hijos de Israel , miraron hacia el desierto , y he aquí la gloria de Jehová , que apareció en la nube .
Y Jehová habló á Moisés , diciendo :
Yo he oído las murmuraciones de los hijos de Israel ; háblales , diciendo : Entre las dos tardes comeréis carne , y por la mañana os hartaréis de pan , y sabréis que yo soy Jehová vuestro Dios .
Y venida la tarde subieron codornices que cubrieron el real ; y á la mañana descendió rocío en derredor del real .
Y como el rocío cesó de descender , he aquí sobre la haz del desierto una cosa menuda , redonda , menuda como una helada sobre la tierra .
Y viéndolo los hijos de Israel , se dijeron unos á otros : ¿ Qué es esto ? porque no sabían qué era . Entonces Moisés les dijo : Es el pan que Jehová os da para comer .
Esto es lo que Jehová ha mandado : cogeréis de él cada uno según pudiere comer ; un gomer por cabeza , conforme al número de vuestras personas , tomaréis cada uno para los que están en su tienda .
Y los hijos de Israel lo hicieron así : y recogieron unos más , otros menos :
Y medíanlo por gomer , y no sobraba al que había recogido mucho , ni faltaba al que había recogido poco : cada uno recogió conforme á lo que había de comer .
Y díjoles Moisés : Ninguno deje nada de ello para mañana .
Mas ellos no obedecieron á Moisés , sino que algunos dejaron de ello para otro día , y crió gusanos , y pudrióse ; y enojóse contra ellos Moisés .
Y recogíanlo cada mañana , cada uno según lo que había de comer : y luego que el sol calentaba , derretíase .
En el sexto día recogieron doblada comida , dos gomeres para cada uno : y todos los príncipes de la congregación vinieron á Moisés , y se lo hicieron saber .
Y él les dijo : Esto es lo que ha dicho Jehová : Mañana es el santo sábado , el reposo de Jehová : lo que hubiereis de cocer , cocedlo hoy , y lo que hubiereis de cocinar , cocinadlo ; y todo lo que os sobrare , guardadlo para mañana .
Y ellos lo guardaron hasta la mañana , según que Moisés había mandado , y no se pudrió , ni hubo en él gusano .
Y dijo Moisés : Comedlo hoy , porque hoy es sábado de Jehová : hoy no hallaréis en el campo .
En los seis días lo recogeréis ; mas el séptimo día es sábado , en el cual no se hallará .
Y aconteció que algunos del pueblo salieron en el séptimo día á recoger , y no hallaron .
Y Jehová dijo á Moisés : ¿ Hasta cuándo no querréis guardar mis mandamientos y mis leyes ?
Mirad que Jehová os dió el sábado , y por eso os da en el sexto día pan para dos días . Estése , pues , cada uno en su estancia , y nadie salga de su lugar en el séptimo día .
Así el pueblo reposó el séptimo día .
Y la casa de Israel lo llamó Maná ; y era como simiente de culantro , blanco , y su sabor como de hojuelas con miel .
Y dijo Moisés : Esto es lo que Jehová ha mandado : Henchirás un gomer de él para que se guarde para vuestros descendientes , á fin de que vean el pan que yo os dí á comer en el desierto , cuando yo os saqué de la tierra de Egipto .
Y dijo Moisés á Aarón : Toma un vaso , y pon en él un gomer lleno de maná , y ponlo delante de Jehová , para que sea guardado para vuestros descendientes .
Y Aarón lo puso delante del Testimonio para guardarlo , como Jehová lo mandó á Moisés .
Así comieron los hijos de Israel maná cuarenta años , hasta que entraron en la tierra habitada : maná comieron hasta que llegaron al término de la tierra de Canaán .
Y un gomer es la décima parte del epha .
Y TODA la congregación de los hijos de Israel partió del desierto de Sin , por sus jornadas , al mandamiento de Jehová , y asentaron el campo en Rephidim : y no había agua para que el pueblo bebiese .
Y altercó el pueblo con Moisés , y dijeron : Danos agua que bebamos . Y Moisés les dijo : ¿ Por qué altercáis conmigo ? ¿ por qué tentáis á Jehová ?
Así que el pueblo tuvo allí sed de agua , y murmuró contra Moisés , y dijo : ¿ Por qué nos hiciste subir de Egipto , para matarnos de sed á nosotros , y á nuestros hijos , y á nuestros ganados ?
Entonces clamó Moisés á Jehová , diciendo : ¿ Qué haré con este pueblo ? de aquí á un poco me apedrearán .
Y Jehová dijo á Moisés : Pasa delante del pueblo , y toma contigo de los ancianos de Israel ; y toma también en tu mano tu vara , con que heriste el río , y ve :
He aquí que yo estoy delante de ti allí sobre la peña en Horeb ; y herirás la peña , y saldrán de ella aguas , y beberá el pueblo . Y Moisés lo hizo así en presencia de los ancianos de Israel .
Y llamó el nombre de aquel lugar Massah y Meribah , por la rencilla de los hijos de Israel , y porque tentaron á Jehová , diciendo : ¿ Está , pues , Jehová entre nosotros , ó no ?
Y vino Amalec , y peleó con Israel en Rephidim .
Y dijo Moisés á Josué : Escógenos varones , y sal , pelea con Amalec : mañana yo estaré sobre la cumbre del collado , y la vara de Dios en mi mano .
E hizo Josué como le dijo Moisés , peleando con Amalec ; y Moisés y Aarón y Hur subieron á la cumbre del collado .
Y sucedía que cuando alzaba Moisés su mano , Israel prevalecía ; mas cuando él bajaba su mano , prevalecía Amalec .
Y las manos de Moisés estaban pesadas ; por lo que tomaron una piedra , y pusiéronla debajo de él , y se sentó sobre ella : y Aarón y Hur sustentaban sus manos , el uno de una parte y el otro de otra ; así hubo en sus manos firmeza hasta que se puso el sol .
Y Josué deshizo á Amalec y á su pueblo á filo de espada .
Y Jehová dijo á Moisés : Escribe esto para memoria en un libro , y di á Josué que del todo tengo de raer la memoria de Amalec de debajo del cielo .
Y Moisés edificó un altar , y llamó su nombre Jehová - nissi ;
Y dijo : Por cuanto la mano sobre el trono de Jehová , Jehová tendrá guerra con Amalec de generación en generación .
Y OYÓ Jethro , sacerdote de Madián , suegro de Moisés , todas las cosas que Dios había hecho con Moisés , y con Israel su pueblo , y cómo Jehová había sacado á Israel de Egipto :
Y tomó Jethro , suegro de Moisés , á Séphora la mujer de Moisés , después que él la envió ,
Y á sus dos hijos ; el uno se llamaba Gersom , porque dijo , Peregrino he sido en tierra ajena ;
Y el otro se llamaba Eliezer , porque dijo , El Dios de mi padre me ayudó , y me libró del cuchillo de Faraón .
Y Jethro , el suegro de Moisés , con sus hijos y su mujer , llegó á Moisés en el desierto , donde tenía el campo junto al monte de Dios ;
Y dijo á Moisés : Yo tu suegro Jethro vengo á ti , con tu mujer , y sus dos hijos con ella .
Y Moisés salió á recibir á su suegro , é inclinóse , y besólo : y preguntáronse el uno al otro cómo estaban , y vinieron á la tienda .
Y Moisés contó á su suegro todas las cosas que Jehová había hecho á Faraón y á los Egipcios por amor de Israel , y todo el trabajo que habían pasado en el camino , y cómo los había librado Jehová .
Y alegróse Jethro de todo el bien que Jehová había hecho á Israel , que lo había librado de mano de los Egipcios .
Y Jethro dijo : Bendito sea Jehová , que os libró de mano de los Egipcios , y de la mano de Faraón , y que libró al pueblo de la mano de los Egipcios .
Ahora conozco que Jehová es grande más que todos los dioses ; hasta en lo que se ensoberbecieron contra ellos .
Y tomó Jethro , suegro de Moisés , holocaustos y sacrificios para Dios : y vino Aarón y todos los ancianos de Israel á comer pan con el suegro de Moisés delante de Dios .
Y aconteció que otro día se sentó Moisés á juzgar al pueblo ; y el pueblo estuvo delante de Moisés desde la mañana hasta la tarde .
Y viendo el suegro de Moisés todo lo que él hacía con el pueblo , dijo : ¿ Qué es esto que haces tú con el pueblo ? ¿ por qué te sientas tú solo , y todo el pueblo está delante de ti desde la mañana hasta la tarde ?
Y Moisés respondió á su suegro : Porque el pueblo viene á mí para consultar á Dios :
Cuando tienen negocios , vienen á mí ; y yo juzgo entre el uno y el otro , y declaro las ordenanzas de Dios y sus leyes .
Entonces el suegro de Moisés le dijo : No haces bien :
Desfallecerás del todo , tú , y también este pueblo que está contigo ; porque el negocio es demasiado pesado para ti ; no podrás hacerlo tú solo .
Oye ahora mi voz , yo te aconsejaré , y Dios será contigo . Está tú por el pueblo delante de Dios , y somete tú los negocios á Dios .
Y enseña á ellos las ordenanzas y las leyes , y muéstrales el camino por donde anden , y lo que han de hacer .
Además inquiere tú de entre todo el pueblo varones de virtud , temerosos de Dios , varones de verdad , que aborrezcan la avaricia ; y constituirás á éstos sobre ellos caporales sobre mil , sobre ciento , sobre cincuenta y sobre diez .
Los cuales juzgarán al pueblo en todo tiempo ; y será que todo negocio grave lo traerán á ti , y ellos juzgarán todo negocio pequeño : alivia así la carga de sobre ti , y llevarla han ellos contigo .
Si esto hicieres , y Dios te lo mandare , tú podrás persistir , y todo este pueblo se irá también en paz á su lugar .
Y oyó Moisés la voz de su suegro , é hizo todo lo que dijo .
Y escogió Moisés varones de virtud de todo Israel , y púsolos por cabezas sobre el pueblo , caporales sobre mil , sobre ciento , sobre cincuenta , y sobre diez ;
Y juzgaban al pueblo en todo tiempo : el negocio arduo traíanlo á Moisés , y ellos juzgaban todo negocio pequeño .
Y despidió Moisés á su suegro , y fuése á su tierra .
AL mes tercero de la salida de los hijos de Israel de la tierra de Egipto , en aquel día vinieron al desierto de Sinaí .
Porque partieron de Rephidim , y llegaron al desierto de Sinaí , y asentaron en el desierto ; y acampó allí Israel delante del monte .
Y Moisés subió á Dios ; y Jehová lo llamó desde el monte , diciendo : Así dirás á la casa de Jacob , y denunciarás á los hijos de Israel :
Vosotros visteis lo que hice á los Egipcios , y cómo os tomé sobre alas de águilas , y os he traído á mí .
Ahora pues , si diereis oído á mi voz , y guardareis mi pacto , vosotros seréis mi especial tesoro sobre todos los pueblos ; porque mía es toda la tierra .
Y vosotros seréis mi reino de sacerdotes , y gente santa . Estas son las palabras que dirás á los hijos de Israel .
Entonces vino Moisés , y llamó á los ancianos del pueblo , y propuso en presencia de ellos todas estas palabras que Jehová le había mandado .
Y todo el pueblo respondió á una , y dijeron : Todo lo que Jehová ha dicho haremos . Y Moisés refirió las palabras del pueblo á Jehová .
Y Jehová dijo á Moisés : He aquí , yo vengo á ti en una nube espesa , para que el pueblo oiga mientras yo hablo contigo , y también para que te crean para siempre . Y Moisés denunció las palabras del pueblo á Jehová .
Y Jehová dijo á Moisés : Ve al pueblo , y santifícalos hoy y mañana , y laven sus vestidos ;
Y estén apercibidos para el día tercero , porque al tercer día Jehová descenderá , á ojos de todo el pueblo , sobre el monte de Sinaí .
Y señalarás término al pueblo en derredor , diciendo : Guardaos , no subáis al monte , ni toquéis á su término : cualquiera que tocare el monte , de seguro morirá :
No le tocará mano , mas será apedreado ó asaeteado ; sea animal ó sea hombre , no vivirá . En habiendo sonado largamente la bocina , subirán al monte .
Y descendió Moisés del monte al pueblo , y santificó al pueblo ; y lavaron sus vestidos .
Y dijo al pueblo : Estad apercibidos para el tercer día ; no lleguéis á mujer .
Y aconteció al tercer día cuando vino la mañana , que vinieron truenos y relámpagos , y espesa nube sobre el monte , y sonido de bocina muy fuerte ; y estremecióse todo el pueblo que estaba en el real .
Y Moisés sacó del real al pueblo á recibir á Dios ; y pusiéronse á lo bajo del monte .
Y todo el monte de Sinaí humeaba , porque Jehová había descendido sobre él en fuego : y el humo de él subía como el humo de un horno , y todo el monte se estremeció en gran manera .
Y el sonido de la bocina iba esforzándose en extremo : Moisés hablaba , y Dios le respondía en voz .
Y descendió Jehová sobre el monte de Sinaí , sobre la cumbre del monte : y llamó Jehová á Moisés á la cumbre del monte , y Moisés subió .
Y Jehová dijo á Moisés : Desciende , requiere al pueblo que no traspasen el término por ver á Jehová , porque caerá multitud de ellos .
Y también los sacerdotes que se llegan á Jehová , se santifiquen , porque Jehová no haga en ellos estrago .
Y Moisés dijo á Jehová : El pueblo no podrá subir al monte de Sinaí , porque tú nos has requerido diciendo : Señala términos al monte , y santifícalo .
Y Jehová le dijo : Ve , desciende , y subirás tú , y Aarón contigo : mas los sacerdotes y el pueblo no traspasen el término por subir á Jehová , porque no haga en ellos estrago .
Entonces Moisés descendió al pueblo , y habló con ellos .
Y HABLÓ Dios todas estas palabras , diciendo :
Yo soy JEHOVÁ tu Dios , que te saqué de la tierra de Egipto , de casa de siervos .
No tendrás dioses ajenos delante de mí .
No te harás imagen , ni ninguna semejanza de cosa que esté arriba en el cielo , ni abajo en la tierra , ni en las aguas debajo de la tierra :
No te inclinarás á ellas , ni las honrarás ; porque yo soy Jehová tu Dios , fuerte , celoso , que visito la maldad de los padres sobre los hijos , sobre los terceros y sobre los cuartos , á los que me aborrecen ,
Y que hago misericordia en millares á los que me aman , y guardan mis mandamientos .
No tomarás el nombre de Jehová tu Dios en vano ; porque no dará por inocente Jehová al que tomare su nombre en vano .
Acordarte has del día del reposo , para santificarlo :
Seis días trabajarás , y harás toda tu obra ;
Mas el séptimo día será reposo para Jehová tu Dios : no hagas en él obra alguna , tú , ni tu hijo , ni tu hija , ni tu siervo , ni tu criada ni tu bestia , ni tu extranjero que está dentro de tus puertas :
Porque en seis días hizo Jehová los cielos y la tierra , la mar y todas las cosas que en ellos hay , y reposó en el séptimo día : por tanto Jehová bendijo el día del reposo y lo santificó .
Honra á tu padre y á tu madre , porque tus días se alarguen en la tierra que Jehová tu Dios te da .
No matarás .
No cometerás adulterio .
No hurtarás .
No hablarás contra tu prójimo falso testimonio .
No codiciarás la casa de tu prójimo , no codiciarás la mujer de tu prójimo , ni su siervo , ni su criada , ni su buey , ni su asno , ni cosa alguna de tu prójimo .
Todo el pueblo consideraba las voces , y las llamas , y el sonido de la bocina , y el monte que humeaba : y viéndolo el pueblo , temblaron , y pusiéronse de lejos .
Y dijeron á Moisés : Habla tú con nosotros , que nosotros oiremos ; mas no hable Dios con nosotros , porque no muramos .
Y Moisés respondió al pueblo : No temáis ; que por probaros vino Dios , y porque su temor esté en vuestra presencia para que no pequéis .
Entonces el pueblo se puso de lejos , y Moisés se llegó á la osbcuridad , en la cual estaba Dios .
Y Jehová dijo á Moisés : Así dirás á los hijos de Israel : Vosotros habéis visto que he hablado desde el cielo con vosotros .
No hagáis conmigo dioses de plata , ni dioses de oro os haréis .
Altar de tierra harás para mí , y sacrificarás sobre él tus holocaustos y tus pacíficos , tus ovejas y tus vacas : en cualquier lugar donde yo hiciere que esté la memoria de mi nombre , vendré á ti , y te bendeciré .
Y si me hicieres altar de piedras , no las labres de cantería ; porque si alzares tu pico sobre él , tú lo profanarás .
Y no subirás por gradas á mi altar , porque tu desnudez no sea junto á él descubierta .
Y ESTOS son los derechos que les propondrás .
Si comprares siervo hebreo , seis años servirá ; mas el séptimo saldrá horro de balde .
Si entró solo , solo saldrá : si tenía mujer , saldrá él y su mujer con él .
Si su amo le hubiere dado mujer , y ella le hubiere parido hijos ó hijas , la mujer y sus hijos serán de su amo , y él saldrá solo .
Y si el siervo dijere : Yo amo á mi señor , á mi mujer y á mis hijos , no saldré libre :
Entonces su amo lo hará llegar á los jueces , y harále llegar á la puerta ó al poste ; y su amo le horadará la oreja con lesna , y será su siervo para siempre .
Y cuando alguno vendiere su hija por sierva , no saldrá como suelen salir los siervos .
Si no agradare á su señor , por lo cual no la tomó por esposa , permitirle ha que se rescate , y no la podrá vender á pueblo extraño cuando la desechare .
Mas si la hubiere desposado con su hijo , hará con ella según la costumbre de las hijas .
Si le tomare otra , no disminuirá su alimento , ni su vestido , ni el débito conyugal .
Y si ninguna de estas tres cosas hiciere , ella saldrá de gracia sin dinero .
El que hiriere á alguno , haciéndole así morir , él morirá .
Mas el que no armó asechanzas , sino que Dios lo puso en sus manos , entonces yo te señalaré lugar al cual ha de huir .
Además , si alguno se ensoberbeciere contra su prójimo , y lo matare con alevosía , de mi altar lo quitarás para que muera .
Y el que hiriere á su padre ó á su madre , morirá .
Asimismo el que robare una persona , y la vendiere , ó se hallare en sus manos , morirá .
Igualmente el que maldijere á su padre ó á su madre , morirá .
Además , si algunos riñeren , y alguno hiriere á su prójimo con piedra ó con el puño , y no muriere , pero cayere en cama ;
Si se levantare y anduviere fuera sobre su báculo , entonces será el que le hirió absuelto : solamente le satisfará lo que estuvo parado , y hará que le curen .
Y si alguno hiriere á su siervo ó á su sierva con palo , y muriere bajo de su mano , será castigado :
Mas si durare por un día ó dos , no será castigado , porque su dinero es .
Si algunos riñeren , é hiriesen á mujer preñada , y ésta abortare , pero sin haber muerte , será penado conforme á lo que le impusiere el marido de la mujer y juzgaren los árbitros .
Mas si hubiere muerte , entonces pagarás vida por vida ,
Ojo por ojo , diente por diente , mano por mano , pie por pie ,
Quemadura por quemadura , herida por herida , golpe por golpe .
Y cuando alguno hiriere el ojo de su siervo , ó el ojo de su sierva , y lo entortare , darále libertad por razón de su ojo .
Y si sacare el diente de su siervo , ó el diente de su sierva , por su diente le dejará ir libre .
Si un buey acorneare hombre ó mujer , y de resultas muriere , el buey será apedreado , y no se comerá su carne ; mas el dueño del buey será absuelto .
Pero si el buey era acorneador desde ayer y antes de ayer , y á su dueño le fué hecho requerimiento , y no lo hubiere guardado , y matare hombre ó mujer , el buey será apedreado , y también morirá su dueño .
Si le fuere impuesto rescate , entonces dará por el rescate de su persona cuanto le fuere impuesto .
Haya acorneado hijo , ó haya acorneado hija , conforme á este juicio se hará con él .
Si el buey acorneare siervo ó sierva , pagará treinta siclos de plata su señor , y el buey será apedreado .
Y si alguno abriere hoyo , ó cavare cisterna , y no la cubriere , y cayere allí buey ó asno ,
El dueño de la cisterna pagará el dinero , resarciendo á su dueño , y lo que fué muerto será suyo .
Y si el buey de alguno hiriere al buey de su prójimo , y éste muriere , entonces venderán el buey vivo , y partirán el dinero de él , y también partirán el muerto .
Mas si era notorio que el buey era acorneador de ayer y antes de ayer , y su dueño no lo hubiere guardado , pagará buey por buey , y el muerto será suyo .
CUANDO alguno hurtare buey ú oveja , y le degollare ó vendiere , por aquel buey pagará cinco bueyes , y por aquella oveja cuatro ovejas .
Si el ladrón fuere hallado forzando una casa , y fuere herido y muriere , el que le hirió no será culpado de su muerte .
Si el sol hubiere sobre él salido , el matador será reo de homicidio : el ladrón habrá de restituir cumplidamente ; si no tuviere , será vendido por su hurto .
Si fuere hallado con el hurto en la mano , sea buey ó asno ú oveja vivos , pagará el duplo .
Si alguno hiciere pacer campo ó viña , y metiere su bestia , y comiere la tierra de otro , de lo mejor de su tierra y de lo mejor de su viña pagará .
Cuando rompiere un fuego , y hallare espinas , y fuere quemado montón , ó haza , ó campo , el que encendió el fuego pagará lo quemado .
Cuando alguno diere á su prójimo plata ó alhajas á guardar , y fuere hurtado de la casa de aquel hombre , si el ladrón se hallare , pagará el doble .
Si el ladrón no se hallare , entonces el dueño de la casa será presentado á los jueces , para ver si ha metido su mano en la hacienda de su prójimo .
Sobre todo negocio de fraude , sobre buey , sobre asno , sobre oveja , sobre vestido , sobre toda cosa perdida , cuando uno dijere : Esto es mío , la causa de ambos vendrá delante de los jueces ; y el que los jueces condenaren , pagará el doble á su prójimo .
Si alguno hubiere dado á su prójimo asno , ó buey , ú oveja , ó cualquier otro animal á guardar , y se muriere , ó se perniquebrare , ó fuere llevado sin verlo nadie ;
Juramento de Jehová tendrá lugar entre ambos de que no echó su mano á la hacienda de su prójimo : y su dueño lo aceptará , y el otro no pagará .
Mas si le hubiere sido hurtado , resarcirá á su dueño .
Y si le hubiere sido arrebatado por fiera , traerle ha testimonio , y no pagará lo arrebatado .
Pero si alguno hubiere tomado prestada bestia de su prójimo , y fuere estropeada ó muerta , ausente su dueño , deberá pagar la .
Si el dueño estaba presente , no la pagará . Si era alquilada , él vendrá por su alquiler .
Y si alguno engañare á alguna doncella que no fuere desposada , y durmiere con ella , deberá dotarla y tomarla por mujer .
Si su padre no quisiere dársela , él le pesará plata conforme al dote de las vírgenes .
A la hechicera no dejarás que viva .
Cualquiera que tuviere ayuntamiento con bestia , morirá .
El que sacrificare á dioses , excepto á sólo Jehová , será muerto .
Y al extranjero no engañarás , ni angustiarás , porque extranjeros fuisteis vosotros en la tierra de Egipto .
A ninguna viuda ni huérfano afligiréis .
Que si tú llegas á afligirle , y él á mí clamare , ciertamente oiré yo su clamor ;
Y mi furor se encenderá , y os mataré á cuchillo , y vuestras mujeres serán viudas , y huérfanos vuestros hijos .
Si dieres á mi pueblo dinero emprestado , al pobre que está contigo , no te portarás con él como logrero , ni le impondrás usura .
Si tomares en prenda el vestido de tu prójimo , á puestas del sol se lo volverás :
Porque sólo aquello es su cubierta , es aquél el vestido para cubrir sus carnes , en el que ha de dormir : y será que cuando él á mí clamare , yo entonces le oiré , porque soy misericordioso .
No denostarás á los jueces , ni maldecirás al príncipe de tu pueblo .
No dilatarás la primicia de tu cosecha , ni de tu licor : me darás el primogénito de tus hijos .
Así harás con el de tu buey y de tu oveja : siete días estará con su madre , y al octavo día me lo darás .
Y habéis de serme varones santos : y no comeréis carne arrebatada de las fieras en el campo ; á los perros la echaréis .
NO admitirás falso rumor . No te concertarás con el impío para ser testigo falso .
No seguirás á los muchos para mal hacer ; ni responderás en litigio inclinándote á los más para hacer agravios ;
Ni al pobre distinguirás en su causa .
Si encontrares el buey de tu enemigo ó su asno extraviado , vuelve á llevárselo .
Si vieres el asno del que te aborrece caído debajo de su carga , ¿ le dejarás entonces desamparado ? Sin falta ayudarás con él á levantarlo .
No pervertirás el derecho de tu mendigo en su pleito .
De palabra de mentira te alejarás , y no matarás al inocente y justo ; porque yo no justificaré al impío .
No recibirás presente ; porque el presente ciega á los que ven , y pervierte las palabras justas .
Y no angustiarás al extranjero : pues vosotros sabéis cómo se halla el alma del extranjero , ya que extranjeros fuisteis en la tierra de Egipto .
Seis años sembrarás tu tierra , y allegarás su cosecha :
Mas el séptimo la dejarás vacante y soltarás , para que coman los pobres de tu pueblo ; y de lo que quedare comerán las bestias del campo ; así harás de tu viña y de tu olivar .
Seis días harás tus negocios , y al séptimo día holgarás , á fin que descanse tu buey y tu asno , y tome refrigerio el hijo de tu sierva , y el extranjero .
Y en todo lo que os he dicho seréis avisados . Y nombre de otros dioses no mentaréis , ni se oirá de vuestra boca .
Tres veces en el año me celebraréis fiesta .
La fiesta de los ázimos guardarás : siete días comerás los panes sin levadura , como yo te mandé , en el tiempo del mes de Abib ; porque en él saliste de Egipto : y ninguno comparecerá vacío delante de mí :
También la fiesta de la siega , los primeros frutos de tus labores que hubieres sembrado en el campo ; y la fiesta de la cosecha á la salida del año , cuando habrás recogido tus labores del campo .
Tres veces en el año parecerá todo varón tuyo delante del Señor Jehová .
No ofrecerás con pan leudo la sangre de mi sacrificio ; ni el sebo de mi víctima quedará de la noche hasta la mañana .
Las primicias de los primeros frutos de tu tierra traerás á la casa de Jehová tu Dios . No guisarás el cabrito con la leche de su madre .
He aquí yo envío el Angel delante de ti para que te guarde en el camino , y te introduzca en el lugar que yo he preparado .
Guárdate delante de él , y oye su voz ; no le seas rebelde ; porque él no perdonará vuestra rebelión : porque mi nombre está en él .
Pero si en verdad oyeres su voz , é hicieres todo lo que yo te dijere , seré enemigo á tus enemigos , y afligiré á los que te afligieren .
Porque mi Angel irá delante de ti , y te introducirá al Amorrheo , y al Hetheo , y al Pherezeo , y al Cananeo , y al Heveo , y al Jebuseo , á los cuales yo haré destruir .
No te inclinarás á sus dioses , ni los servirás , ni harás como ellos hacen ; antes los destruirás del todo , y quebrantarás enteramente sus estatuas .
Mas á Jehová vuestro Dios serviréis , y él bendecirá tu pan y tus aguas ; y yo quitaré toda enfermedad de en medio de ti .
No habrá mujer que aborte , ni estéril en tu tierra ; y yo cumpliré el número de tus días .
Yo enviaré mi terror delante de ti , y consternaré á todo pueblo donde tú entrares , y te daré la cerviz de todos tus enemigos .
Yo enviaré la avispa delante de ti , que eche fuera al Heveo , y al Cananeo , y al Hetheo , de delante de ti :
No los echaré de delante de ti en un año , porque no quede la tierra desierta , y se aumenten contra ti las bestias del campo .
Poco á poco los echaré de delante de ti , hasta que te multipliques y tomes la tierra por heredad .
Y yo pondré tu término desde el mar Bermejo hasta la mar de Palestina , y desde el desierto hasta el río : porque pondré en vuestras manos los moradores de la tierra , y tú los echarás de delante de ti .
No harás alianza con ellos , ni con sus dioses .
En tu tierra no habitarán , no sea que te hagan pecar contra mí sirviendo á sus dioses : porque te será de tropiezo .
Y DIJO á Moisés : Sube á Jehová , tú , y Aarón , Nadab , y Abiú , y setenta de los ancianos de Israel ; y os inclinaréis desde lejos .
Mas Moisés sólo se llegará á Jehová ; y ellos no se lleguen cerca , ni suba con él el pueblo .
Y Moisés vino y contó al pueblo todas las palabras de Jehová , y todos los derechos : y todo el pueblo respondió á una voz , y dijeron : Ejecutaremos todas las palabras que Jehová ha dicho .
Y Moisés escribió todas las palabras de Jehová , y levantándose de mañana edificó un altar al pie del monte , y doce columnas , según las doce tribus de Israel .
Y envió á los mancebos de los hijos de Israel , los cuales ofrecieron holocaustos , y sacrificaron pacíficos á Jehová , becerros .
Y Moisés tomó la mitad de la sangre , y púsola en tazones , y esparció la otra mitad de la sangre sobre el altar .
Y tomó el libro de la alianza , y leyó á oídos del pueblo , el cual dijo : Haremos todas las cosas que Jehová ha dicho , y obedeceremos .
Entonces Moisés tomó la sangre , y roció sobre el pueblo , y dijo : He aquí la sangre de la alianza que Jehová ha hecho con vosotros sobre todas estas cosas .
Y subieron Moisés y Aarón , Nadab y Abiú , y setenta de los ancianos de Israel ;
Y vieron al Dios de Israel ; y había debajo de sus pies como un embaldosado de zafiro , semejante al cielo cuando está sereno .
Mas no extendió su mano sobre los príncipes de los hijos de Israel : y vieron á Dios , y comieron y bebieron .
Entonces Jehová dijo á Moisés : Sube á mí al monte , y espera allá , y te daré tablas de piedra , y la ley , y mandamientos que he escrito para enseñarlos .
Y levantóse Moisés , y Josué su ministro ; y Moisés subió al monte de Dios .
Y dijo á los ancianos : Esperadnos aquí hasta que volvamos á vosotros : y he aquí Aarón y Hur están con vosotros : el que tuviere negocios , lléguese á ellos .
Entonces Moisés subió al monte , y una nube cubrió el monte .
Y la gloria de Jehová reposó sobre el monte Sinaí , y la nube lo cubrió por seis días : y al séptimo día llamó á Moisés de en medio de la nube .
Y el parecer de la gloria de Jehová era como un fuego abrasador en la cumbre del monte , á los ojos de los hijos de Israel .
Y entró Moisés en medio de la nube , y subió al monte : y estuvo Moisés en el monte cuarenta días y cuarenta noches .
Y JEHOVÁ habló á Moisés , diciendo :
Di á los hijos de Israel que tomen para mí ofrenda : de todo varón que la diere de su voluntad , de corazón , tomaréis mi ofrenda .
Y esta es la ofrenda que tomaréis de ellos : Oro , y plata , y cobre ,
Y jacinto , y púrpura , y carmesí , y lino fino , y pelo de cabras ,
Y cueros de carneros teñidos de rojo , y cueros de tejones , y madera de Sittim ;
Aceite para la luminaria , especias para el aceite de la unción , y para el sahumerio aromático ;
Piedras de onix , y piedras de engastes , para el ephod , y para el racional .
Y hacerme han un santuario , y yo habitaré entre ellos .
Conforme á todo lo que yo te mostrare , el diseño del tabernáculo , y el diseño de todos sus vasos , así lo haréis .
Harán también un arca de madera de Sittim , cuya longitud será de dos codos y medio , y su anchura de codo y medio , y su altura de codo y medio .
Y la cubrirás de oro puro ; por dentro y por fuera la cubrirás ; y harás sobre ella una cornisa de oro alrededor .
Y para ella harás de fundición cuatro anillos de oro , que pondrás á sus cuatro esquinas ; dos anillos al un lado de ella , y dos anillos al otro lado .
Y harás unas varas de madera de Sittim , las cuales cubrirás de oro :
Y meterás las varas por los anillos á los lados del arca , para llevar el arca con ellas .
Las varas se estarán en los anillos del arca : no se quitarán de ella .
Y pondrás en el arca el testimonio que yo te daré .
Y harás una cubierta de oro fino , cuya longitud será de dos codos y medio , y su anchura de codo y medio .
Harás también dos querubines de oro , labrados á martillo los harás , en los dos cabos de la cubierta .
Harás , pues , un querubín al extremo de un lado , y un querubín al otro extremo del lado opuesto : de la calidad de la cubierta harás los querubines en sus dos extremidades .
Y los querubines extenderán por encima las alas , cubriendo con sus alas la cubierta : sus caras la una enfrente de la otra , mirando á la cubierta las caras de los querubines .
Y pondrás la cubierta encima del arca , y en el arca pondrás el testimonio que yo te daré .
Y de allí me declararé á ti , y hablaré contigo de sobre la cubierta , de entre los dos querubines que están sobre el arca del testimonio , todo lo que yo te mandaré para los hijos de Israel .
Harás asimismo una mesa de madera de Sittim : su longitud será de dos codos , y de un codo su anchura , y su altura de codo y medio .
Y la cubrirás de oro puro , y le has de hacer una cornisa de oro alrededor .
Hacerle has también una moldura alrededor , del ancho de una mano , á la cual moldura harás una cornisa de oro en circunferencia .
Y le harás cuatro anillos de oro , los cuales pondrás á las cuatro esquinas que corresponden á sus cuatro pies .
Los anillos estarán antes de la moldura , por lugares de las varas , para llevar la mesa .
Y harás las varas de madera de Sittim , y las cubrirás de oro , y con ellas será llevada la mesa .
Harás también sus platos , y sus cucharas , y sus cubiertas , y sus tazones , con que se libará : de oro fino los harás .
Y pondrás sobre la mesa el pan de la proposición delante de mí continuamente .
Harás además un candelero de oro puro ; labrado á martillo se hará el candelero : su pie , y su caña , sus copas , sus manzanas , y sus flores , serán de lo mismo :
Y saldrán seis brazos de sus lados : tres brazos del candelero del un lado suyo , y tres brazos del candelero del otro su lado :
Tres copas en forma de almendras en el un brazo , una manzana y una flor ; y tres copas , figura de almendras , en el otro brazo , una manzana y una flor : así pues , en los seis brazos que salen del candelero :
Y en el candelero cuatro copas en forma de almendras , sus manzanas y sus flores .
Habrá una manzana debajo de los dos brazos de lo mismo , otra manzana debajo de los otros dos brazos de lo mismo , y otra manzana debajo de los otros dos brazos de lo mismo , en conformidad á los seis brazos que salen del candelero .
Sus manzanas y sus brazos serán de lo mismo , todo ello una pieza labrada á martillo , de oro puro .
Y hacerle has siete candilejas , las cuales encenderás para que alumbren á la parte de su delantera :
También sus despabiladeras y sus platillos , de oro puro .
De un talento de oro fino lo harás , con todos estos vasos .
Y mira , y hazlos conforme á su modelo , que te ha sido mostrado en el monte .
Y HARÁS el tabernáculo de diez cortinas de lino torcido , cárdeno , y púrpura , y carmesí : y harás querubines de obra delicada .
La longitud de la una cortina de veintiocho codos , y la anchura de la misma cortina de cuatro codos : todas las cortinas tendrán una medida .
Cinco cortinas estarán juntas la una con la otra , y cinco cortinas unidas la una con la otra .
Y harás lazadas de cárdeno en la orilla de la una cortina , en el borde , en la juntura : y así harás en la orilla de la postrera cortina en la juntura segunda .
Cincuenta lazadas harás en la una cortina , y cincuenta lazadas harás en el borde de la cortina que está en la segunda juntura : las lazadas estarán contrapuestas la una á la otra .
Harás también cincuenta corchetes de oro , con los cuales juntarás las cortinas la una con la otra , y se formará un tabernáculo .
Harás asimismo cortinas de pelo de cabras para una cubierta sobre el tabernáculo ; once cortinas harás .
La longitud de la una cortina será de treinta codos , y la anchura de la misma cortina de cuatro codos : una medida tendrán las once cortinas .
Y juntarás las cinco cortinas aparte y las otras seis cortinas separadamente ; y doblarás la sexta cortina delante de la faz del tabernáculo .
Y harás cincuenta lazadas en la orilla de la una cortina , al borde en la juntura , y cincuenta lazadas en la orilla de la segunda cortina en la otra juntura .
Harás asimismo cincuenta corchetes de alambre , los cuales meterás por las lazadas : y juntarás la tienda , para que se haga una sola cubierta .
Y el sobrante que resulta en las cortinas de la tienda , la mitad de la una cortina que sobra , quedará á las espaldas del tabernáculo .
Y un codo de la una parte , y otro codo de la otra que sobra en la longitud de las cortinas de la tienda , cargará sobre los lados del tabernáculo de la una parte y de la otra , para cubrirlo .
Harás también á la tienda una cubierta de cueros de carneros , teñidos de rojo , y una cubierta de cueros de tejones encima .
Y harás para el tabernáculo tablas de madera de Sittim , que estén derechas .
La longitud de cada tabla será de diez codos , y de codo y medio la anchura de cada tabla .
Dos quicios tendrá cada tabla , trabadas la una con la otra ; así harás todas las tablas del tabernáculo .
Harás , pues , las tablas del tabernáculo : veinte tablas al lado del mediodía , al austro .
Y harás cuarenta basas de plata debajo de las veinte tablas ; dos basas debajo de la una tabla para sus dos quicios , y dos basas debajo de la otra tabla para sus dos quicios .
Y al otro lado del tabernáculo , á la parte del aquilón , veinte tablas ;
Y sus cuarenta basas de plata : dos basas debajo de la una tabla , y dos basas debajo de la otra tabla .
Y para el lado del tabernáculo , al occidente , harás seis tablas .
Harás además dos tablas para las esquinas del tabernáculo en los dos ángulos posteriores ;
Las cuales se unirán por abajo , y asimismo se juntarán por su alto á un gozne : así será de las otras dos que estarán á las dos esquinas .
De suerte que serán ocho tablas , con sus basas de plata , diez y seis basas ; dos basas debajo de la una tabla , y dos basas debajo de la otra tabla .
Harás también cinco barras de madera de Sittim , para las tablas del un lado del tabernáculo ,
Y cinco barras para las tablas del otro lado del tabernáculo , y cinco barras para el otro lado del tabernáculo , que está al occidente .
Y la barra del medio pasará por medio de las tablas , del un cabo al otro .
Y cubrirás las tablas de oro , y harás sus anillos de oro para meter por ellos las barras : también cubrirás las barras de oro .
Y alzarás el tabernáculo conforme á su traza que te fué mostrada en el monte .
Y harás también un velo de cárdeno , y púrpura , y carmesí , y de lino torcido : será hecho de primorosa labor , con querubines :
Y has de ponerlo sobre cuatro columnas de madera de Sittim cubiertas de oro ; sus capiteles de oro , sobre basas de plata .
Y pondrás el velo debajo de los corchetes , y meterás allí , del velo adentro , el arca del testimonio ; y aquel velo os hará separación entre el lugar santo y el santísimo .
Y pondrás la cubierta sobre el arca del testimonio en el lugar santísimo .
Y pondrás la mesa fuera del velo , y el candelero enfrente de la mesa al lado del tabernáculo al mediodía ; y pondrás la mesa al lado del aquilón .
Y harás á la puerta del tabernáculo una cortina de cárdeno , y púrpura , y carmesí , y lino torcido , obra de bordador .
Y harás para la cortina cinco columnas de madera de Sittim , las cuales cubrirás de oro , con sus capiteles de oro : y hacerlas has de fundición cinco basas de metal .
HARÁS también altar de madera de Sittim de cinco codos de longitud , y de cinco codos de anchura : será cuadrado el altar , y su altura de tres codos .
Y harás sus cuernos á sus cuatro esquinas ; los cuernos serán de lo mismo ; y lo cubrirás de metal .
Harás también sus calderas para echar su ceniza ; y sus paletas , y sus tazones , y sus garfios , y sus braseros : harás todos sus vasos de metal .
Y le harás un enrejado de metal de obra de malla ; y sobre el enrejado harás cuatro anillos de metal á sus cuatro esquinas .
Y lo has de poner dentro del cerco del altar abajo ; y llegará el enrejado hasta el medio del altar .
Harás también varas para el altar , varas de madera de Sittim , las cuales cubrirás de metal .
Y sus varas se meterán por los anillos : y estarán aquellas varas á ambos lados del altar , cuando hubiere de ser llevado .
De tablas lo harás , hueco : de la manera que te fué mostrado en el monte , así lo harás .
Asimismo harás el atrio del tabernáculo : al lado del mediodía , al austro , tendrá el atrio cortinas de lino torcido , de cien codos de longitud cada un lado ;
Sus veinte columnas , y sus veinte basas serán de metal ; los capiteles de las columnas y sus molduras , de plata .
Y de la misma manera al lado del aquilón habrá á lo largo cortinas de cien codos de longitud , y sus veinte columnas , con sus veinte basas de metal ; los capiteles de sus columnas y sus molduras , de plata .
Y el ancho del atrio del lado occidental tendrá cortinas de cincuenta codos ; sus columnas diez , con sus diez basas .
Y en el ancho del atrio por la parte de levante , al oriente , habrá cincuenta codos .
Y las cortinas del un lado serán de quince codos ; sus columnas tres , con sus tres basas .
Al otro lado quince codos de cortinas ; sus columnas tres , con sus tres basas .
Y á la puerta del atrio habrá un pabellón de veinte codos , de cárdeno , y púrpura , y carmesí , y lino torcido , de obra de bordador : sus columnas cuatro , con sus cuatro basas .
Todas las columnas del atrio en derredor serán ceñidas de plata ; sus capiteles de plata , y sus basas de metal .
La longitud del atrio será de cien codos , y la anchura cincuenta por un lado y cincuenta por el otro , y la altura de cinco codos : sus cortinas de lino torcido , y sus basas de metal .
Todos los vasos del tabernáculo en todo su servicio , y todos sus clavos , y todos los clavos del atrio , serán de metal .
Y tú mandarás á los hijos de Israel que te traigan aceite puro de olivas , molido , para la luminaria , para hacer arder continuamente las lámparas .
En el tabernáculo del testimonio , afuera del velo que está delante del testimonio , las pondrá en orden Aarón y sus hijos , delante de Jehová desde la tarde hasta la mañana , como estatuto perpetuo de los hijos de Israel por sus generaciones .
Y TÚ allega á ti á Aarón tu hermano , y á sus hijos consigo , de entre los hijos de Israel , para que sean mis sacerdotes ; á Aarón , Nadab y Abiú , Eleazar é Ithamar , hijos de Aarón .
Y harás vestidos sagrados á Aarón tu hermano , para honra y hermosura .
Y tú hablarás á todos los sabios de corazón , á quienes yo he henchido de espíritu de sabiduría , á fin que hagan los vestidos de Aarón , para consagrarle á que me sirva de sacerdote .
Los vestidos que harán son estos : el racional , y el ephod , y el manto , y la túnica labrada , la mitra , y el cinturón . Hagan , pues , los sagrados vestidos á Aarón tu hermano , y á sus hijos , para que sean mis sacerdotes .
Tomarán oro , y cárdeno , y púrpura , y carmesí , y lino torcido .
Y harán el ephod de oro y cárdeno , y púrpura , y carmesí , y lino torcido de obra de bordador .
Tendrá dos hombreras que se junten á sus dos lados , y se juntará .
Y el artificio de su cinto que está sobre él , será de su misma obra , de lo mismo ; de oro , cárdeno , y púrpura , y carmesí , y lino torcido .
Y tomarás dos piedras oniquinas , y grabarás en ellas los nombres de los hijos de Israel :
Los seis de sus nombres en la una piedra , y los otros seis nombres en la otra piedra , conforme al nacimiento de ellos .
De obra de escultor en piedra á modo de grabaduras de sello , harás grabar aquellas dos piedras con los nombres de los hijos de Israel ; harásles alrededor engastes de oro .
Y pondrás aquellas dos piedras sobre los hombros del ephod , para piedras de memoria á los hijos de Israel ; y Aarón llevará los nombres de ellos delante de Jehová en sus dos hombros por memoria .
Harás pues , engastes de oro ,
Y dos cadenillas de oro fino ; las cuales harás de hechura de trenza ; y fijarás las cadenas de hechura de trenza en los engastes .
Harás asimismo el racional del juicio de primorosa obra , le has de hacer conforme á la obra del ephod , de oro , y cárdeno , y púrpura , y carmesí , y lino torcido .
Será cuadrado y doble , de un palmo de largo y un palmo de ancho :
Y lo llenarás de pedrería con cuatro órdenes de piedras : un orden de una piedra sárdica , un topacio , y un carbunclo ; será el primer orden ;
El segundo orden , una esmeralda , un zafiro , y un diamante ;
El tercer orden , un rubí , un ágata , y una amatista ;
Y el cuarto orden , un berilo , un onix , y un jaspe : estarán engastadas en oro en sus encajes .
Y serán aquellas piedras según los nombres de los hijos de Israel , doce según sus nombres ; como grabaduras de sello cada una con su nombre , vendrán á ser según las doce tribus .
Harás también en el racional cadenetas de hechura de trenzas de oro fino .
Y harás en el racional dos anillos de oro , los cuales dos anillos pondrás á las dos puntas del racional .
Y pondrás las dos trenzas de oro en los dos anillos á las dos puntas del racional :
Y los dos cabos de las dos trenzas sobre los dos engastes , y las pondrás á los lados del ephod en la parte delantera .
Harás también dos anillos de oro , los cuales pondrás á las dos puntas del racional , en su orilla que está al lado del ephod de la parte de dentro .
Harás asimismo dos anillos de oro , los cuales pondrás á los dos lados del ephod abajo en la parte delantera , delante de su juntura sobre el cinto del ephod .
Y juntarán el racional con sus anillos á los anillos del ephod con un cordón de jacinto , para que esté sobre el cinto del ephod , y no se aparte el racional del ephod .
Y llevará Aarón los nombres de los hijos de Israel en el racional del juicio sobre su corazón , cuando entrare en el santuario , para memoria delante de Jehová continuamente .
Y pondrás en el racional del juicio Urim y Thummim , para que estén sobre el corazón de Aarón cuando entrare delante de Jehová : y llevará siempre Aarón el juicio de los hijos de Israel sobre su corazón delante de Jehová .
Harás el manto del ephod todo de jacinto :
Y en medio de él por arriba habrá una abertura , la cual tendrá un borde alrededor de obra de tejedor , como el cuello de un coselete , para que no se rompa .
Y abajo en sus orillas harás granadas de jacinto , y púrpura , y carmesí , por sus bordes alrededor ; y entre ellas campanillas de oro alrededor :
Una campanilla de oro y una granada , campanilla de oro y granada , por las orillas del manto alrededor .
Y estará sobre Aarón cuando ministrare ; y oiráse su sonido cuando él entrare en el santuario delante de Jehová y cuando saliere , porque no muera .
Harás además una plancha de oro fino , y grabarás en ella grabadura de sello , SANTIDAD Á JEHOVÁ .
Y la pondrás con un cordón de jacinto , y estará sobre la mitra ; por el frente anterior de la mitra estará .
Y estará sobre la frente de Aarón : y llevará Aarón el pecado de las cosas santas , que los hijos de Israel hubieren consagrado en todas sus santas ofrendas ; y sobre su frente estará continuamente para que hayan gracia delante de Jehová .
Y bordarás una túnica de lino , y harás una mitra de lino ; harás también un cinto de obra de recamador .
Y para los hijos de Aarón harás túnicas ; también les harás cintos , y les formarás chapeos ( tiaras ) para honra y hermosura .
Y con ellos vestirás á Aarón tu hermano , y á sus hijos con él : y los ungirás , y los consagrarás , y santificarás , para que sean mis sacerdotes .
Y les harás pañetes de lino para cubrir la carne vergonzosa ; serán desde los lomos hasta los muslos :
Y estarán sobre Aarón y sobre sus hijos cuando entraren en el tabernáculo del testimonio , ó cuando se llegaren al altar para servir en el santuario , porque no lleven pecado , y mueran . Estatuto perpetuo para él , y para su simiente después de él .
Y ESTO es lo que les harás para consagrarlos , para que sean mis sacerdotes : Toma un becerro de la vacada , y dos carneros sin tacha ;
Y panes sin levadura , y tortas sin levadura amasadas con aceite , y hojaldres sin levadura untadas con aceite ; las cuales cosas harás de flor de harina de trigo :
Y las pondrás en un canastillo , y en el canastillo las ofrecerás , con el becerro y los dos carneros .
Y harás llegar á Aarón y á sus hijos á la puerta del tabernáculo del testimonio , y los lavarás con agua .
Y tomarás las vestiduras , y vestirás á Aarón la túnica y el manto del ephod , y el ephod , y el racional , y le ceñirás con el cinto del ephod ;
Y pondrás la mitra sobre su cabeza , y sobre la mitra pondrás la diadema santa .
Y tomarás el aceite de la unción , y derramarás sobre su cabeza , y le ungirás .
Y harás llegar sus hijos , y les vestirás las túnicas .
Y les ceñirás el cinto , á Aarón y á sus hijos , y les atarás los chapeos ( tiaras ) , y tendrán el sacerdocio por fuero perpetuo : y henchirás las manos de Aarón y de sus hijos .
Y harás llegar el becerro delante del tabernáculo del testimonio , y Aarón y sus hijos pondrán sus manos sobre la cabeza del becerro .
Y matarás el becerro delante de Jehová á la puerta del tabernáculo del testimonio .
Y tomarás de la sangre del becerro , y pondrás sobre los cuernos del altar con tu dedo , y derramarás toda la demás sangre al pie del altar .
Tomarás también todo el sebo que cubre los intestinos , y el redaño de sobre el hígado , y los dos riñones , y el sebo que está sobre ellos , y los quemarás sobre el altar .
Empero consumirás á fuego fuera del campo la carne del becerro , y su pellejo , y su estiércol : es expiación .
Asimismo tomarás el un carnero , y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero .
Y matarás el carnero , y tomarás su sangre , y rociarás sobre el altar alrededor .
Y cortarás el carnero en pedazos , y lavarás sus intestinos y sus piernas , y las pondrás sobre sus trozos y sobre su cabeza .
Y quemarás todo el carnero sobre el altar : es holocausto á Jehová , olor grato , es ofrenda quemada á Jehová .
Tomarás luego el otro carnero , y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero :
Y matarás el carnero , y tomarás de su sangre , y pondrás sobre la ternilla de la oreja derecha de Aarón , y sobre la ternilla de las orejas de sus hijos , y sobre el dedo pulgar de las manos derechas de ellos , y sobre el dedo pulgar de los pies derechos de ellos , y esparcirás la sangre sobre el altar alrededor .
Y tomarás de la sangre que hay sobre el altar , y del aceite de la unción , y esparcirás sobre Aarón , y sobre sus vestiduras , y sobre sus hijos , y sobre las vestimentas de éstos ; y él será santificado , y sus vestiduras , y sus hijos , y las vestimentas de sus hijos con él .
Luego tomarás del carnero el sebo , y la cola , y el sebo que cubre los intestinos , y el redaño del hígado , y los dos riñones , y el sebo que está sobre ellos , y la espaldilla derecha ; porque es carnero de consagraciones :
También una torta de pan , y una hojaldre amasada con aceite , y una lasaña del canastillo de los ázimos presentado á Jehová ;
Y lo has de poner todo en las manos de Aarón , y en las manos de sus hijos ; y lo mecerás agitándolo delante de Jehová .
Después lo tomarás de sus manos , y lo harás arder sobre el altar en holocausto , por olor agradable delante de Jehová . Es ofrenda encendida á Jehová .
Y tomarás el pecho del carnero de las consagraciones , que fué inmolado para la de Aarón , y lo mecerás por ofrenda agitada delante de Jehová ; y será porción tuya .
Y apartarás el pecho de la ofrenda mecida , y la espaldilla de la santificación , lo que fué mecido y lo que fué santificado del carnero de las consagraciones de Aarón y de sus hijos :
Y será para Aarón y para sus hijos por estatuto perpetuo de los hijos de Israel , porque es porción elevada ; y será tomada de los hijos de Israel de sus sacrificios pacíficos , porción de ellos elevada en ofrenda á Jehová .
Y las vestimentas santas , que son de Aarón , serán de sus hijos después de él , para ser ungidos con ellas , y para ser con ellas consagrados .
Por siete días las vestirá el sacerdote de sus hijos , que en su lugar viniere al tabernáculo del testimonio á servir en el santuario .
Y tomarás el carnero de las consagraciones , y cocerás su carne en el lugar del santuario .
Y Aarón y sus hijos comerán la carne del carnero , y el pan que está en el canastillo , á la puerta del tabernáculo del testimonio .
Y comerán aquellas cosas con las cuales se hizo expiación , para henchir sus manos para ser santificados : mas el extranjero no comerá , porque es cosa santa .
Y si sobrare algo de la carne de las consagraciones y del pan hasta la mañana , quemarás al fuego lo que hubiere sobrado : no se comerá , porque es cosa santa .
Así pues harás á Aarón y á sus hijos , conforme á todas las cosas que yo te he mandado : por siete días los consagrarás .
Y sacrificarás el becerro de la expiación en cada día para las expiaciones ; y purificarás el altar en habiendo hecho expiación por él , y lo ungirás para santificarlo .
Por siete días expiarás el altar , y lo santificarás , y será un altar santísimo : cualquiera cosa que tocare al altar , será santificada .
Y esto es lo que ofrecerás sobre el altar : dos corderos de un año cada día , sin intermisión .
Ofrecerás el un cordero á la mañana , y el otro cordero ofrecerás á la caída de la tarde :
Además una décima parte de un epha de flor de harina amasada con la cuarta parte de un hin de aceite molido : y la libación será la cuarta parte de un hin de vino con cada cordero .
Y ofrecerás el otro cordero á la caída de la tarde , haciendo conforme á la ofrenda de la mañana , y conforme á su libación , en olor de suavidad ; será ofrenda encendida á Jehová .
Esto será holocausto continuo por vuestras generaciones á la puerta del tabernáculo del testimonio delante de Jehová , en el cual me concertaré con vosotros , para hablaros allí ,
Y allí testificaré de mí á los hijos de Israel , y el lugar será santificado con mi gloria .
Y santificaré el tabernáculo del testimonio y el altar : santificaré asimismo á Aarón y á sus hijos , para que sean mis sacerdotes .
Y habitaré entre los hijos de Israel , y seré su Dios .
Y conocerán que yo soy Jehová su Dios , que los saqué de la tierra de Egipto , para habitar en medio de ellos : Yo Jehová su Dios .
HARÁS asimismo un altar de sahumerio de perfume : de madera de Sittim lo harás .
Su longitud será de un codo , y su anchura de un codo : será cuadrado : y su altura de dos codos : y sus cuernos serán de lo mismo .
Y cubrirlo has de oro puro , su techado , y sus paredes en derredor , y sus cuernos : y le harás en derredor una corona de oro .
Le harás también dos anillos de oro debajo de su corona á sus dos esquinas en ambos lados suyos , para meter los varales con que será llevado .
Y harás los varales de madera de Sittim , y los cubrirás de oro .
Y lo pondrás delante del velo que está junto al arca del testimonio , delante de la cubierta que está sobre el testimonio , donde yo te testificaré de mí .
Y quemará sobre él Aarón sahumerio de aroma cada mañana : cuando aderezare las lámparas lo quemará .
Y cuando Aarón encenderá las lámparas al anochecer , quemará el sahumerio : rito perpetuo delante de Jehová por vuestras edades .
No ofreceréis sobre él sahumerio extraño , ni holocausto , ni presente ; ni tampoco derramaréis sobre él libación .
Y sobre sus cuernos hará Aarón expiación una vez en el año con la sangre de la expiación para las reconciliaciones : una vez en el año hará expiación sobre él en vuestras edades : será muy santo á Jehová .
Y habló Jehová á Moisés , diciendo :
Cuando tomares el número de los hijos de Israel conforme á la cuenta de ellos , cada uno dará á Jehová el rescate de su persona , cuando los contares , y no habrá en ellos mortandad por haberlos contado .
Esto dará cualquiera que pasare por la cuenta , medio siclo conforme al siclo del santuario . El siclo es de veinte óbolos : la mitad de un siclo será la ofrenda á Jehová .
Cualquiera que pasare por la cuenta , de veinte años arriba , dará la ofrenda á Jehová .
Ni el rico aumentará , ni el pobre disminuirá de medio siclo , cuando dieren la ofrenda á Jehová para hacer expiación por vuestras personas .
Y tomarás de los hijos de Israel el dinero de las expiaciones , y lo darás para la obra del tabernáculo del testimonio : y será por memoria á los hijos de Israel delante de Jehová , para expiar vuestras personas .
Habló más Jehová á Moisés , diciendo :
Harás también una fuente de metal , con su basa de metal , para lavar ; y la has de poner entre el tabernáculo del testimonio y el altar ; y pondrás en ella agua .
Y de ella se lavarán Aarón y sus hijos sus manos y sus pies :
Cuando entraren en el tabernáculo del testimonio , se han de lavar con agua , y no morirán : y cuando se llegaren al altar para ministrar , para encender á Jehová la ofrenda que se ha de consumir al fuego ,
También se lavarán las manos y los pies , y no morirán . Y lo tendrán por estatuto perpetuo él y su simiente por sus generaciones .
Habló más Jehová á Moisés , diciendo :
Y tú has de tomar de las principales drogas ; de mirra excelente quinientos siclos , y de canela aromática la mitad , esto es , doscientos y cincuenta , y de cálamo aromático doscientos y cincuenta ,
Y de casia quinientos , al peso del santuario , y de aceite de olivas un hin :
Y harás de ello el aceite de la santa unción , superior ungüento , obra de perfumador , el cual será el aceite de la unción sagrada .
Con él ungirás el tabernáculo del testimonio , y el arca del testimonio ,
Y la mesa , y todos sus vasos , y el candelero , y todos sus vasos , y el altar del perfume ,
Y el altar del holocausto , todos sus vasos , y la fuente y su basa .
Así los consagrarás , y serán cosas santísimas : todo lo que tocare en ellos , será santificado .
Ungirás también á Aarón y á sus hijos , y los consagrarás para que sean mis sacerdotes .
Y hablarás á los hijos de Israel , diciendo : Este será mi aceite de la santa unción por vuestras edades .
Sobre carne de hombre no será untado , ni haréis otro semejante , conforme á su composición : santo es ; por santo habéis de tenerlo vosotros .
Cualquiera que compusiere ungüento semejante , y que pusiere de él sobre extraño , será cortado de sus pueblos .
Dijo aún Jehová á Moisés : Tómate aromas , estacte y uña olorosa y gálbano aromático é incienso limpio ; de todo en igual peso :
Y harás de ello una confección aromática de obra de perfumador , bien mezclada , pura y santa :
Y molerás alguna de ella pulverizándola , y la pondrás delante del testimonio en el tabernáculo del testimonio , donde yo te testificaré de mí . Os será cosa santísima .
Como la confección que harás , no os haréis otra según su composición : te será cosa sagrada para Jehová .
Cualquiera que hiciere otra como ella para olerla , será cortado de sus pueblos .
Y HABLÓ Jehová á Moisés , diciendo :
Mira , yo he llamado por su nombre á Bezaleel , hijo de Uri , hijo de Hur , de la tribu de Judá ;
Y lo he henchido de espíritu de Dios , en sabiduría , y en inteligencia , y en ciencia , y en todo artificio ,
Para inventar diseños , para trabajar en oro , y en plata , y en metal ,
Y en artificio de piedras para engastar las , y en artificio de madera ; para obrar en toda suerte de labor .
Y he aquí que yo he puesto con él á Aholiab , hijo de Ahisamac , de la tribu de Dan : y he puesto sabiduría en el ánimo de todo sabio de corazón , para que hagan todo lo que te he mandado :
El tabernáculo del testimonio , y el arca del testimonio , y la cubierta que está sobre ella , y todos los vasos del tabernáculo ;
Y la mesa y sus vasos , y el candelero limpio y todos sus vasos , y el altar del perfume ;
Y el altar del holocausto y todos sus vasos , y la fuente y su basa ;
Y los vestidos del servicio , y las santas vestiduras para Aarón el sacerdote , y las vestiduras de sus hijos , para que ejerzan el sacerdocio ;
Y el aceite de la unción , y el perfume aromático para el santuario : harán conforme á todo lo que te he mandado .
Habló además Jehová á Moisés , diciendo :
Y tú hablarás á los hijos de Israel , diciendo : Con todo eso vosotros guardaréis mis sábados : porque es señal entre mí y vosotros por vuestras edades , para que sepáis que yo soy Jehová que os santifico .
Así que guardaréis el sábado , porque santo es á vosotros : el que lo profanare , de cierto morirá ; porque cualquiera que hiciere obra alguna en él , aquella alma será cortada de en medio de sus pueblos .
Seis días se hará obra , mas el día séptimo es sábado de reposo consagrado á Jehová ; cualquiera que hiciere obra el día del sábado , morirá ciertamente .
Guardarán , pues , el sábado los hijos de Israel : celebrándolo por sus edades por pacto perpetuo :
Señal es para siempre entre mí y los hijos de Israel ; porque en seis días hizo Jehová los cielos y la tierra , y en el séptimo día cesó , y reposó .
Y dió á Moisés , como acabó de hablar con él en el monte de Sinaí , dos tablas del testimonio , tablas de piedra escritas con el dedo de Dios .
MAS viendo el pueblo que Moisés tardaba en descender del monte , allegóse entonces á Aarón , y dijéronle : Levántate , haznos dioses que vayan delante de nosotros ; porque á este Moisés , aquel varón que nos sacó de la tierra de Egipto , no sabemos qué le haya acontecido .
Y Aarón les dijo : Apartad los zarcillos de oro que están en las orejas de vuestras mujeres , y de vuestros hijos , y de vuestras hijas , y traédmelos .
Entonces todo el pueblo apartó los zarcillos de oro que tenían en sus orejas , y trajéronlos á Aarón :
El cual los tomó de las manos de ellos , y formólo con buril , é hizo de ello un becerro de fundición . Entonces dijeron : Israel , estos son tus dioses , que te sacaron de la tierra de Egipto .
Y viendo esto Aarón , edificó un altar delante del becerro ; y pregonó Aarón , y dijo : Mañana será fiesta á Jehová .
Y el día siguiente madrugaron , y ofrecieron holocaustos , y presentaron pacíficos : y sentóse el pueblo á comer y á beber , y levantáronse á regocijarse .
Entonces Jehová dijo á Moisés : Anda , desciende , porque tu pueblo que sacaste de tierra de Egipto se ha corrompido :
Presto se han apartado del camino que yo les mandé , y se han hecho un becerro de fundición , y lo han adorado , y han sacrificado á él , y han dicho : Israel , estos son tus dioses , que te sacaron de la tierra de Egipto .
Dijo más Jehová á Moisés : Yo he visto á este pueblo , que por cierto es pueblo de dura cerviz :
Ahora pues , déjame que se encienda mi furor en ellos , y los consuma : y á ti yo te pondré sobre gran gente .
Entonces Moisés oró á la faz de Jehová su Dios , y dijo : Oh Jehová , ¿ por qué se encenderá tu furor en tu pueblo , que tú sacaste de la tierra de Egipto con gran fortaleza , y con mano fuerte ?
¿ Por qué han de hablar los Egipcios , diciendo : Para mal los sacó , para matarlos en los montes , y para raerlos de sobre la haz de la tierra ? Vuélvete del furor de tu ira , y arrepiéntete del mal de tu pueblo .
Acuérdate de Abraham , de Isaac , y de Israel , tus siervos , á los cuales has jurado por ti mismo , y dícholes : Yo multiplicaré vuestra simiente como las estrellas del cielo ; y daré á vuestra simiente toda esta tierra que he dicho , y la tomarán por heredad para siempre .
Entonces Jehová se arrepintió del mal que dijo que había de hacer á su pueblo .
Y volvióse Moisés , y descendió del monte trayendo en su mano las dos tablas del testimonio , las tablas escritas por ambos lados ; de una parte y de otra estaban escritas .
Y las tablas eran obra de Dios , y la escritura era escritura de Dios grabada sobre las tablas .
Y oyendo Josué el clamor del pueblo que gritaba , dijo á Moisés : Alarido de pelea hay en el campo .
Y él respondió : No es eco de algazara de fuertes , ni eco de alaridos de flacos : algazara de cantar oigo yo .
Y aconteció , que como llegó él al campo , y vió el becerro y las danzas , enardeciósele la ira á Moisés , y arrojó las tablas de sus manos , y quebrólas al pie del monte .
Y tomó el becerro que habían hecho , y quemólo en el fuego , y moliólo hasta reducirlo á polvo , que esparció sobre las aguas , y diólo á beber á los hijos de Israel .
Y dijo Moisés á Aarón : ¿ Qué te ha hecho este pueblo , que has traído sobre él tan gran pecado ?
Y respondió Aarón : No se enoje mi señor ; tú conoces el pueblo , que es inclinado á mal .
Porque me dijeron : Haznos dioses que vayan delante de nosotros , que á este Moisés , el varón que nos sacó de tierra de Egipto , no sabemos qué le ha acontecido .
Y yo les respondí : ¿ Quién tiene oro ? apartadlo . Y diéronmelo , y echélo en el fuego , y salió este becerro .
Y viendo Moisés que el pueblo estaba despojado , porque Aarón lo había despojado para vergüenza entre sus enemigos ,
Púsose Moisés á la puerta del real , y dijo : ¿ Quién es de Jehová ? júntese conmigo . Y juntáronse con él todos los hijos de Leví .
Y él les dijo : Así ha dicho Jehová , el Dios de Israel : Poned cada uno su espada sobre su muslo : pasad y volved de puerta á puerta por el campo , y matad cada uno á su hermano , y á su amigo , y á su pariente .
Y los hijos de Leví lo hicieron conforme al dicho de Moisés : y cayeron del pueblo en aquel día como tres mil hombres .
Entonces Moisés dijo : Hoy os habéis consagrado á Jehová , porque cada uno se ha consagrado en su hijo , y en su hermano , para que dé él hoy bendición sobre vosotros .
Y aconteció que el día siguiente dijo Moisés al pueblo : Vosotros habéis cometido un gran pecado : mas yo subiré ahora á Jehová ; quizá le aplacaré acerca de vuestro pecado .
Entonces volvió Moisés á Jehová , y dijo : Ruégote , pues este pueblo ha cometido un gran pecado , porque se hicieron dioses de oro ,
Que perdones ahora su pecado , y si no , ráeme ahora de tu libro que has escrito .
Y Jehová respondió á Moisés : Al que pecare contra mí , á éste raeré yo de mi libro .
Ve pues ahora , lleva á este pueblo donde te he dicho : he aquí mi ángel irá delante de ti ; que en el día de mi visitación yo visitaré en ellos su pecado .
Y Jehová hirió al pueblo , porque habían hecho el becerro que formó Aarón .
Y JEHOVÁ dijo á Moisés : Ve , sube de aquí , tú y el pueblo que sacaste de la tierra de Egipto , á la tierra de la cual juré á Abraham , Isaac , y Jacob , diciendo : A tu simiente la daré :
Y yo enviaré delante de ti el ángel , y echaré fuera al Cananeo y al Amorrheo , y al Hetheo , y al Pherezeo , y al Heveo y al Jebuseo :
( A la tierra que fluye leche y miel ) ; porque yo no subiré en medio de ti , porque eres pueblo de dura cerviz , no sea que te consuma en el camino .
Y oyendo el pueblo esta sensible palabra , vistieron luto , y ninguno se puso sus atavíos :
Pues Jehová dijo á Moisés : Di á los hijos de Israel : Vosotros sois pueblo de dura cerviz : en un momento subiré en medio de ti , y te consumiré : quítate pues ahora tus atavíos , que yo sabré lo que te tengo de hacer .
Entonces los hijos de Israel se despojaron de sus atavíos desde el monte Horeb .
Y Moisés tomó el tabernáculo , y extendiólo fuera del campo , lejos del campo , y llamólo el Tabernáculo del Testimonio . Y fué , que cualquiera que requería á Jehová , salía al tabernáculo del testimonio , que estaba fuera del campo .
Y sucedía que , cuando salía Moisés al tabernáculo , todo el pueblo se levantaba , y estaba cada cual en pie á la puerta de su tienda , y miraban en pos de Moisés , hasta que él entraba en el tabernáculo .
Y cuando Moisés entraba en el tabernáculo , la columna de nube descendía , y poníase á la puerta del tabernáculo , y Jehová hablaba con Moisés .
Y viendo todo el pueblo la columna de la nube , que estaba á la puerta del tabernáculo , levantábase todo el pueblo , cada uno á la puerta de su tienda , y adoraba .
Y hablaba Jehová á Moisés cara á cara , como habla cualquiera á su compañero . Y volvíase al campo ; mas el joven Josué , su criado , hijo de Nun , nunca se apartaba de en medio del tabernáculo .
Y dijo Moisés á Jehová : Mira , tú me dices á mí : Saca este pueblo : y tú no me has declarado á quién has de enviar conmigo : sin embargo tú dices : Yo te he conocido por tu nombre , y has hallado también gracia en mis ojos .
Ahora , pues , si he hallado gracia en tus ojos , ruégote que me muestres ahora tu camino , para que te conozca , porque halle gracia en tus ojos : y mira que tu pueblo es aquesta gente .
Y él dijo : Mi rostro irá contigo , y te haré descansar .
Y él respondió : Si tu rostro no ha de ir conmigo , no nos saques de aquí .
¿ Y en qué se conocerá aquí que he hallado gracia en tus ojos , yo y tu pueblo , sino en andar tú con nosotros , y que yo y tu pueblo seamos apartados de todos los pueblos que están sobre la faz de la tierra ?
Y Jehová dijo á Moisés : También haré esto que has dicho , por cuanto has hallado gracia en mis ojos , y te he conocido por tu nombre .
El entonces dijo : Ruégote que me muestres tu gloria .
Y respondióle : Yo haré pasar todo mi bien delante de tu rostro , y proclamaré el nombre de Jehová delante de ti ; y tendré misericordia del que tendré misericordia , y seré clemente para con el que seré clemente .
Dijo más : No podrás ver mi rostro : porque no me verá hombre , y vivirá .
Y dijo aún Jehová : He aquí lugar junto á mí , y tú estarás sobre la peña :
Y será que , cuando pasare mi gloria , yo te pondré en una hendidura de la peña , y te cubriré con mi mano hasta que haya pasado :
Después apartaré mi mano , y verás mis espaldas ; mas no se verá mi rostro .
Y JEHOVÁ dijo á Moisés : Alísate dos tablas de piedra como las primeras , y escribiré sobre esas tablas las palabras que estaban en las tablas primeras que quebraste .
Apercíbete , pues , para mañana , y sube por la mañana al monte de Sinaí , y estáme allí sobre la cumbre del monte .
Y no suba hombre contigo , ni parezca alguno en todo el monte ; ni ovejas ni bueyes pazcan delante del monte .
Y Moisés alisó dos tablas de piedra como las primeras ; y levantóse por la mañana , y subió al monte de Sinaí , como le mandó Jehová , y llevó en su mano las dos tablas de piedra .
Y Jehová descendió en la nube , y estuvo allí con él , proclamando el nombre de Jehová .
Y pasando Jehová por delante de él , proclamó : Jehová , Jehová , fuerte , misericordioso , y piadoso ; tardo para la ira , y grande en benignidad y verdad ;
Que guarda la misericordia en millares , que perdona la iniquidad , la rebelión , y el pecado , y que de ningún modo justificará al malvado ; que visita la iniquidad de los padres sobre los hijos y sobre los hijos de los hijos , sobre los terceros , y sobre los cuartos .
Entonces Moisés , apresurándose , bajó la cabeza hacia el suelo y encorvóse ;
Y dijo : Si ahora , Señor , he hallado gracia en tus ojos , vaya ahora el Señor en medio de nosotros ; porque este es pueblo de dura cerviz ; y perdona nuestra iniquidad y nuestro pecado , y poséenos .
Y él dijo : He aquí , yo hago concierto delante de todo tu pueblo : haré maravillas que no han sido hechas en toda la tierra , ni en nación alguna ; y verá todo el pueblo en medio del cual estás tú , la obra de Jehová ; porque ha de ser cosa terrible la que yo haré contigo .
Guarda lo que yo te mando hoy ; he aquí que yo echo de delante de tu presencia al Amorrheo , y al Cananeo , y al Hetheo , y al Pherezeo , y al Heveo , y al Jebuseo .
Guárdate que no hagas alianza con los moradores de la tierra donde has de entrar , porque no sean por tropezadero en medio de tí :
Mas derribaréis sus altares , y quebraréis sus estatuas , y talaréis sus bosques :
Porque no te has de inclinar á dios ajeno ; que Jehová , cuyo nombre es Celoso , Dios celoso es .
Por tanto no harás alianza con los moradores de aquella tierra ; porque fornicarán en pos de sus dioses , y sacrificarán á sus dioses , y te llamarán , y comerás de sus sacrificios ;
O tomando de sus hijas para tus hijos , y fornicando sus hijas en pos de sus dioses , harán también fornicar á tus hijos en pos de los dioses de ellas .
No harás dioses de fundición para ti .
La fiesta de los ázimos guardarás : siete días comerás por leudar , según te he mandado , en el tiempo del mes de Abib ; porque en el mes de Abib saliste de Egipto .
Todo lo que abre matriz , mío es ; y de tu ganado todo primerizo de vaca ó de oveja que fuere macho .
Empero redimirás con cordero el primerizo del asno ; y si no lo redimieres , le has de cortar la cabeza . Redimirás todo primogénito de tus hijos , y no serán vistos vacíos delante de mí .
Seis días trabajarás , mas en el séptimo día cesarás : cesarás aun en la arada y en la siega .
Y te harás la fiesta de las semanas á los principios de la siega del trigo : y la fiesta de la cosecha á la vuelta del año .
Tres veces en el año será visto todo varón tuyo delante del Señoreador Jehová , Dios de Israel .
Porque yo arrojaré las gentes de tu presencia , y ensancharé tu término : y ninguno codiciará tu tierra , cuando tú subieres para ser visto delante de Jehová tu Dios tres veces en el año .
No ofrecerás con leudo la sangre de mi sacrificio ; ni quedará de la noche para la mañana el sacrificio de la fiesta de la pascua .
La primicia de los primeros frutos de tu tierra meterás en la casa de Jehová tu Dios . No cocerás el cabrito en la leche de su madre .
Y Jehová dijo á Moisés : Escribe tú estas palabras ; porque conforme á estas palabras he hecho la alianza contigo y con Israel .
Y él estuvo allí con Jehová cuarenta días y cuarenta noches : no comió pan , ni bebió agua ; y escribió en tablas las palabras de la alianza , las diez palabras .
Y aconteció , que descendiendo Moisés del monte Sinaí con las dos tablas del testimonio en su mano , mientras descendía del monte , no sabía él que la tez de su rostro resplandecía , después que hubo con El hablado .
Y miró Aarón y todos los hijos de Israel á Moisés , y he aquí la tez de su rostro era resplandeciente ; y tuvieron miedo de llegarse á él .
Y llamólos Moisés ; y Aarón y todos los príncipes de la congregación volvieron á él , y Moisés les habló .
Y después se llegaron todos los hijos de Israel , á los cuales mandó todas las cosas que Jehová le había dicho en el monte de Sinaí .
Y cuando hubo acabado Moisés de hablar con ellos , puso un velo sobre su rostro .
Y cuando venía Moisés delante de Jehová para hablar con él , quitábase el velo hasta que salía ; y saliendo , hablaba con los hijos de Israel lo que le era mandado ;
Y veían los hijos de Israel el rostro de Moisés , que la tez de su rostro era resplandeciente ; y volvía Moisés á poner el velo sobre su rostro , hasta que entraba á hablar con El .
Y MOISÉS hizo juntar toda la congregación de los hijos de Israel , y díjoles : Estas son las cosas que Jehová ha mandado que hagáis .
Seis días se hará obra , mas el día séptimo os será santo , sábado de reposo á Jehová : cualquiera que en él hiciere obra , morirá .
No encenderéis fuego en todas vuestras moradas en el día del sábado .
Y habló Moisés á toda la congregación de los hijos de Israel , diciendo : Esto es lo que Jehová ha mandado , diciendo :
Tomad de entre vosotros ofrenda para Jehová : todo liberal de corazón la traerá á Jehová : oro , plata , metal ;
Y cárdeno , y púrpura , y carmesí , y lino fino , y pelo de cabras ;
Y cueros rojos de carneros , y cueros de tejones , y madera de Sittim ;
Y aceite para la luminaria , y especias aromáticas para el aceite de la unción , y para el perfume aromático ;
Y piedras de onix , y demás pedrería , para el ephod , y para el racional .
Y todo sabio de corazón entre vosotros , vendrá y hará todas las cosas que Jehová ha mandado :
El tabernáculo , su tienda , y su cubierta , y sus anillos , y sus tablas , sus barras , sus columnas , y sus basas ;
El arca , y sus varas , la cubierta , y el velo de la tienda ;
La mesa , y sus varas , y todos sus vasos , y el pan de la proposición .
El candelero de la luminaria , y sus vasos , y sus candilejas , y el aceite para la luminaria ;
Y el altar del perfume , y sus varas , y el aceite de la unción , y el perfume aromático , y el pabellón de la puerta , para la entrada del tabernáculo ;
El altar del holocausto , y su enrejado de metal , y sus varas , y todos sus vasos , y la fuente con su basa ;
Las cortinas del atrio , sus columnas , y sus basas , y el pabellón de la puerta del atrio ;
Las estacas del tabernáculo , y las estacas del atrio , y sus cuerdas ;
Las vestiduras del servicio para ministrar en el santuario , las sagradas vestiduras de Aarón el sacerdote , y las vestiduras de sus hijos para servir en el sacerdocio .
Y salió toda la congregación de los hijos de Israel de delante de Moisés .
Y vino todo varón á quien su corazón estimuló , y todo aquel á quien su espíritu le dió voluntad , y trajeron ofrenda á Jehová para la obra del tabernáculo del testimonio , y para toda su fábrica , y para las sagradas vestiduras .
Y vinieron así hombres como mujeres , todo voluntario de corazón , y trajeron cadenas y zarcillos , sortijas y brazaletes , y toda joya de oro ; y cualquiera ofrecía ofrenda de oro á Jehová .
Todo hombre que se hallaba con jacinto , ó púrpura , ó carmesí , ó lino fino , ó pelo de cabras , ó cueros rojos de carneros , ó cueros de tejones , lo traía .
Cualquiera que ofrecía ofrenda de plata ó de metal , traía á Jehová la ofrenda : y todo el que se hallaba con madera de Sittim , traíala para toda la obra del servicio .
Además todas las mujeres sabias de corazón hilaban de sus manos , y traían lo que habían hilado : cárdeno , ó púrpura , ó carmesí , ó lino fino .
Y todas las mujeres cuyo corazón las levantó en sabiduría , hilaron pelos de cabras .
Y los príncipes trajeron piedras de onix , y las piedras de los engastes para el ephod y el racional ;
Y la especia aromática y aceite , para la luminaria , y para el aceite de la unción , y para el perfume aromático .
De los hijos de Israel , así hombres como mujeres , todos los que tuvieron corazón voluntario para traer para toda la obra , que Jehová había mandado por medio de Moisés que hiciesen , trajeron ofrenda voluntaria á Jehová .
Y dijo Moisés á los hijos de Israel : Mirad , Jehová ha nombrado á Bezaleel , hijo de Uri , hijo de Hur , de la tribu de Judá ;
Y lo ha henchido de espíritu de Dios , en sabiduría , en inteligencia , y en ciencia , y en todo artificio ,
Para proyectar inventos , para trabajar en oro , y en plata , y en metal ,
Y en obra de pedrería para engastar , y en obra de madera , para trabajar en toda invención ingeniosa .
Y ha puesto en su corazón el que pueda enseñar , así él como Aholiab , hijo de Ahisamac , de la tribu de Dan :
Y los ha henchido de sabiduría de corazón , para que hagan toda obra de artificio , y de invención , y de recamado en jacinto , y en púrpura , y en carmesí , y en lino fino , y en telar ; para que hagan toda labor , é inventen todo diseño .
HIZO , pues , Bezaleel y Aholiab , y todo hombre sabio de corazón , á quien Jehová dió sabiduría é inteligencia para que supiesen hacer toda la obra del servicio del santuario , todas las cosas que había mandado Jehová .
Y Moisés llamó á Bezaleel y á Aholiab , y á todo varón sabio de corazón , en cuyo corazón había dado Jehová sabiduría , y á todo hombre á quien su corazón le movió á llegarse á la obra , para trabajar en ella ;
Y tomaron de delante de Moisés toda la ofrenda que los hijos de Israel habían traído para la obra del servicio del santuario , á fin de hacerla . Y ellos le traían aún ofrenda voluntaria cada mañana .
Vinieron , por tanto , todos los maestros que hacían toda la obra del santuario , cada uno de la obra que hacía .
Y hablaron á Moisés , diciendo : El pueblo trae mucho más de lo que es menester para la atención de hacer la obra que Jehová ha mandado que se haga .
Entonces Moisés mandó pregonar por el campo , diciendo : Ningún hombre ni mujer haga más obra para ofrecer para el santuario . Y así fué el pueblo impedido de ofrecer ;
Pues tenía material abundante para hacer toda la obra , y sobraba .
Y todos los sabios de corazón entre los que hacían la obra , hicieron el tabernáculo de diez cortinas , de lino torcido , y de jacinto , y de púrpura y carmesí ; las cuales hicieron de obra prima , con querubines .
La longitud de la una cortina era de veintiocho codos , y la anchura de cuatro codos : todas las cortinas tenían una misma medida .
Y juntó las cinco cortinas la una con la otra : asimismo unió las otras cinco cortinas la una con la otra .
E hizo las lazadas de color de jacinto en la orilla de la una cortina , en el borde , á la juntura ; y así hizo en la orilla al borde de la segunda cortina , en la juntura .
Cincuenta lazadas hizo en la una cortina , y otras cincuenta en la segunda cortina , en el borde , en la juntura ; las unas lazadas enfrente de las otras .
Hizo también cincuenta corchetes de oro , con los cuales juntó las cortinas , la una con la otra ; é hízose un tabernáculo .
Hizo asimismo cortinas de pelo de cabras para la tienda sobre el tabernáculo , é hízolas en número de once .
La longitud de la una cortina era de treinta codos , y la anchura de cuatro codos : las once cortinas tenían una misma medida .
Y juntó las cinco cortinas de por sí , y las seis cortinas aparte .
Hizo además cincuenta lazadas en la orilla de la postrera cortina en la juntura , y otras cincuenta lazadas en la orilla de la otra cortina en la juntura .
Hizo también cincuenta corchetes de metal para juntar la tienda , de modo que fuese una .
E hizo una cubierta para la tienda de cueros rojos de carneros , y una cubierta encima de cueros de tejones .
Además hizo las tablas para el tabernáculo de madera de Sittim , para estar derechas .
La longitud de cada tabla de diez codos , y de codo y medio la anchura .
Cada tabla tenía dos quicios enclavijados el uno delante del otro : así hizo todas las tablas del tabernáculo .
Hizo , pues , las tablas para el tabernáculo : veinte tablas al lado del austro , al mediodía .
Hizo también las cuarenta basas de plata debajo de las veinte tablas : dos basas debajo de la una tabla para sus dos quicios , y dos basas debajo de la otra tabla para sus dos quicios .
Y para el otro lado del tabernáculo , á la parte del aquilón , hizo veinte tablas ,
Con sus cuarenta basas de plata : dos basas debajo de la una tabla , y dos basas debajo de la otra tabla .
Y para el lado occidental del tabernáculo hizo seis tablas .
Para las esquinas del tabernáculo en los dos lados hizo dos tablas ,
Las cuales se juntaban por abajo , y asimismo por arriba á un gozne : y así hizo á la una y á la otra en las dos esquinas .
Eran , pues , ocho tablas , y sus basas de plata dieciséis ; dos basas debajo de cada tabla .
Hizo también las barras de madera de Sittim ; cinco para las tablas del un lado del tabernáculo ,
Y cinco barras para las tablas del otro lado del tabernáculo , y cinco barras para las tablas del lado del tabernáculo á la parte occidental .
E hizo que la barra del medio pasase por medio de las tablas del un cabo al otro .
Y cubrió las tablas de oro , é hizo de oro los anillos de ellas por donde pasasen las barras : cubrió también de oro las barras .
Hizo asimismo el velo de cárdeno , y púrpura , y carmesí , y lino torcido , el cual hizo con querubines de delicada obra .
Y para él hizo cuatro columnas de madera de Sittim ; y cubriólas de oro , los capiteles de las cuales eran de oro ; é hizo para ellas cuatro basas de plata de fundición .
Hizo también el velo para la puerta del tabernáculo , de jacinto , y púrpura , y carmesí , y lino torcido , obra de recamador ;
Y sus cinco columnas con sus capiteles : y cubrió las cabezas de ellas y sus molduras de oro : pero sus cinco basas las hizo de metal .
HIZO también Bezaleel el arca de madera de Sittim : su longitud era de dos codos y medio , y de codo y medio su anchura , y su altura de otro codo y medio :
Y cubrióla de oro puro por de dentro y por de fuera , é hízole una cornisa de oro en derredor .
Hízole además de fundición cuatro anillos de oro á sus cuatro esquinas ; en el un lado dos anillos y en el otro lado dos anillos .
Hizo también las varas de madera de Sittim , y cubriólas de oro .
Y metió las varas por los anillos á los lados del arca , para llevar el arca .
Hizo asimismo la cubierta de oro puro : su longitud de dos codos y medio , y su anchura de codo y medio .
Hizo también los dos querubines de oro , hízolos labrados á martillo , á los dos cabos de la cubierta :
El un querubín de esta parte al un cabo , y el otro querubín de la otra parte al otro cabo de la cubierta : hizo los querubines á sus dos cabos .
Y los querubines extendían sus alas por encima , cubriendo con sus alas la cubierta : y sus rostros el uno enfrente del otro , hacia la cubierta los rostros de los querubines .
Hizo también la mesa de madera de Sittim ; su longitud de dos codos , y su anchura de un codo , y de codo y medio su altura ;
Y cubrióla de oro puro , é hízole una cornisa de oro en derredor .
Hízole también una moldura alrededor , del ancho de una mano , á la cual moldura hizo la cornisa de oro en circunferencia .
Hízole asimismo de fundición cuatro anillos de oro , y púsolos á las cuatro esquinas que correspondían á los cuatro pies de ella .
Delante de la moldura estaban los anillos , por los cuales se metiesen las varas para llevar la mesa .
E hizo las varas de madera de Sittim para llevar la mesa , y cubriólas de oro .
También hizo los vasos que habían de estar sobre la mesa , sus platos , y sus cucharas , y sus cubiertos y sus tazones con que se había de libar , de oro fino .
Hizo asimismo el candelero de oro puro , é hízolo labrado á martillo : su pie y su caña , sus copas , sus manzanas y sus flores eran de lo mismo .
De sus lados salían seis brazos ; tres brazos del un lado del candelero , y otros tres brazos del otro lado del candelero :
En el un brazo , tres copas figura de almendras , una manzana y una flor ; y en el otro brazo tres copas figura de almendras , una manzana y una flor : y así en los seis brazos que salían del candelero .
Y en el candelero había cuatro copas figura de almendras , sus manzanas y sus flores :
Y una manzana debajo de los dos brazos de lo mismo , y otra manzana debajo de los otros dos brazos de lo mismo , y otra manzana debajo de los otros dos brazos de lo mismo , conforme á los seis brazos que salían de él .
Sus manzanas y sus brazos eran de lo mismo ; todo era una pieza labrada á martillo , de oro puro .
Hizo asimismo sus siete candilejas , y sus despabiladeras , y sus platillos , de oro puro ;
De un talento de oro puro lo hizo , con todos sus vasos .
Hizo también el altar del perfume de madera de Sittim : un codo su longitud , y otro codo su anchura , era cuadrado ; y su altura de dos codos ; y sus cuernos de la misma pieza .
Y cubriólo de oro puro , su mesa y sus paredes alrededor , y sus cuernos : é hízole una corona de oro alrededor .
Hízole también dos anillos de oro debajo de la corona en las dos esquinas á los dos lados , para pasar por ellos las varas con que había de ser conducido .
E hizo las varas de madera de Sittim , y cubriólas de oro .
Hizo asimismo el aceite santo de la unción , y el fino perfume aromático , de obra de perfumador .
IGUALMENTE hizo el altar del holocausto de madera de Sittim : su longitud de cinco codos , y su anchura de otros cinco codos , cuadrado , y de tres codos de altura .
E hízole sus cuernos á sus cuatro esquinas , los cuales eran de la misma pieza , y cubriólo de metal .
Hizo asimismo todos los vasos del altar : calderas , y tenazas , y tazones , y garfios , y palas : todos sus vasos hizo de metal .
E hizo para el altar el enrejado de metal , de hechura de red , que puso en su cerco por debajo hasta el medio del altar .
Hizo también cuatro anillos de fundición á los cuatro cabos del enrejado de metal , para meter las varas .
E hizo las varas de madera de Sittim , y cubriólas de metal .
Y metió las varas por los anillos á los lados del altar , para llevarlo con ellas : hueco lo hizo , de tablas .
También hizo la fuente de metal , con su basa de metal , de los espejos de las que velaban á la puerta del tabernáculo del testimonio .
Hizo asimismo el atrio ; á la parte austral del mediodía las cortinas del atrio eran de cien codos , de lino torcido :
Sus columnas veinte , con sus veinte basas de metal : los capiteles de las columnas y sus molduras , de plata .
Y á la parte del aquilón cortinas de cien codos : sus columnas veinte , con sus veinte basas de metal ; los capiteles de las columnas y sus molduras , de plata .
A la parte del occidente cortinas de cincuenta codos : sus columnas diez , y sus diez basas ; los capiteles de las columnas y sus molduras , de plata .
Y á la parte oriental , al levante , cortinas de cincuenta codos :
Al un lado cortinas de quince codos , sus tres columnas , y sus tres basas ;
Al otro lado , de la una parte y de la otra de la puerta del atrio , cortinas de á quince codos , sus tres columnas , y sus tres basas .
Todas las cortinas del atrio alrededor eran de lino torcido .
Y las basas de las columnas eran de metal ; los capiteles de las columnas y sus molduras , de plata ; asimismo las cubiertas de las cabezas de ellas , de plata : y todas las columnas del atrio tenían molduras de plata .
Y el pabellón de la puerta del atrio fué de obra de recamado , de jacinto , y púrpura , y carmesí , y lino torcido : la longitud de veinte codos , y la altura en el ancho de cinco codos , conforme á las cortinas del atrio .
Y sus columnas fueron cuatro con sus cuatro basas de metal : y sus capiteles de plata ; y las cubiertas de los capiteles de ellas y sus molduras , de plata .
Y todas las estacas del tabernáculo y del atrio alrededor fueron de metal .
Estas son las cuentas del tabernáculo , del tabernáculo del testimonio , lo que fué contado de orden de Moisés por mano de Ithamar , hijo de Aarón sacerdote , para el ministerio de los Levitas .
Y Bezaleel , hijo de Uri , hijo de Hur , de la tribu de Judá , hizo todas las cosas que Jehová mandó á Moisés .
Y con él estaba Aholiab , hijo de Ahisamac , de la tribu de Dan , artífice , y diseñador , y recamador en jacinto , y púrpura , y carmesí , y lino fino .
Todo el oro empleado en la obra , en toda la obra del santuario , el cual fué oro de ofrenda , fué veintinueve talentos , y setecientos y treinta siclos , según el siclo del santuario .
Y la plata de los contados de la congregación fué cien talentos , y mil setecientos setenta y cinco siclos , según el siclo del santuario :
Medio por cabeza , medio siclo , según el siclo del santuario , á todos los que pasaron por cuenta de edad de veinte años y arriba , que fueron seiscientos tres mil quinientos cincuenta .
Hubo además cien talentos de plata para hacer de fundición las basas del santuario y las basas del velo : en cien basas cien talentos , á talento por basa .
Y de los mil setecientos setenta y cinco siclos hizo los capiteles de las columnas , y cubrió los capiteles de ellas , y las ciñó .
Y el metal de la ofrenda fué setenta talentos , y dos mil cuatrocientos siclos ;
Del cual hizo las basas de la puerta del tabernáculo del testimonio , y el altar de metal , y su enrejado de metal , y todos los vasos del altar .
Y las basas del atrio alrededor , y las basas de la puerta del atrio , y todas las estacas del tabernáculo , y todas las estacas del atrio alrededor .
Y DEL jacinto , y púrpura , y carmesí , hicieron las vestimentas del ministerio para ministrar en el santuario , y asimismo hicieron las vestiduras sagradas para Aarón ; como Jehová lo había mandado á Moisés .
Hizo también el ephod de oro , de cárdeno y púrpura y carmesí , y lino torcido .
Y extendieron las planchas de oro , y cortaron hilos para tejerlos entre el jacinto , y entre la púrpura , y entre el carmesí , y entre el lino , con delicada obra .
Hiciéronle las hombreras que se juntasen ; y uníanse en sus dos lados .
Y el cinto del ephod que estaba sobre él , era de lo mismo , conforme á su obra ; de oro , jacinto , y púrpura , y carmesí , y lino torcido ; como Jehová lo había mandado á Moisés .
Y labraron las piedras oniquinas cercadas de engastes de oro , grabadas de grabadura de sello con los nombres de los hijos de Israel :
Y púsolas sobre las hombreras del ephod , por piedras de memoria á los hijos de Israel ; como Jehová lo había á Moisés mandado .
Hizo también el racional de primorosa obra , como la obra del ephod , de oro , jacinto , y púrpura , y carmesí , y lino torcido .
Era cuadrado : doblado hicieron el racional : su longitud era de un palmo , y de un palmo su anchura , doblado .
Y engastaron en él cuatro órdenes de piedras . El primer orden era un sardio , un topacio , y un carbunclo : este el primer orden .
El segundo orden , una esmeralda , un zafiro , y un diamante .
El tercer orden , un ligurio , un ágata , y un amatista .
Y el cuarto orden , un berilo , un onix , y un jaspe : cercadas y encajadas en sus engastes de oro .
Las cuales piedras eran conforme á los nombres de los hijos de Israel , doce según los nombres de ellos ; como grabaduras de sello , cada una con su nombre según las doce tribus .
Hicieron también sobre el racional las cadenas pequeñas de hechura de trenza , de oro puro .
Hicieron asimismo los dos engastes y los dos anillos , de oro ; los cuales dos anillos de oro pusieron en los dos cabos del racional .
Y pusieron las dos trenzas de oro en aquellos dos anillos á los cabos del racional .
Y fijaron los dos cabos de las dos trenzas en los dos engastes , que pusieron sobre las hombreras del ephod , en la parte delantera de él .
E hicieron dos anillos de oro , que pusieron en los dos cabos del racional en su orilla , á la parte baja del ephod .
Hicieron además dos anillos de oro , los cuales pusieron en las dos hombreras del ephod , abajo en la parte delantera , delante de su juntura , sobre el cinto del ephod .
Y ataron el racional de sus anillos á los anillos del ephod con un cordón de jacinto , para que estuviese sobre el cinto del mismo ephod , y no se apartase el racional del ephod ; como Jehová lo había mandado á Moisés .
Hizo también el manto del ephod de obra de tejedor , todo de jacinto ,
Con su abertura en medio de él , como el cuello de un coselete , con un borde en derredor de la abertura , porque no se rompiese .
E hicieron en las orillas del manto las granadas de jacinto , y púrpura , y carmesí , y lino torcido .
Hicieron también las campanillas de oro puro , las cuales campanillas pusieron entre las granadas por las orillas del manto alrededor entre las granadas :
Una campanilla y una granada , una campanilla y una granada alrededor , en las orillas del manto , para ministrar ; como Jehová lo mandó á Moisés .
Igualmente hicieron las túnicas de lino fino de obra de tejedor , para Aarón y para sus hijos ;
Asimismo la mitra de lino fino , y los adornos de los chapeos ( tiaras ) de lino fino , y los pañetes de lino , de lino torcido ;
También el cinto de lino torcido , y de jacinto , y púrpura , y carmesí , de obra de recamador ; como Jehová lo mandó á Moisés .
Hicieron asimismo la plancha de la diadema santa de oro puro , y escribieron en ella de grabadura de sello , el rótulo , SANTIDAD Á JEHOVÁ .
Y pusieron en ella un cordón de jacinto , para colocarla en alto sobre la mitra ; como Jehová lo había mandado á Moisés .
Y fué acabada toda la obra del tabernáculo , del tabernáculo del testimonio : é hicieron los hijos de Israel como Jehová lo había mandado á Moisés : así lo hicieron .
Y trajeron el tabernáculo á Moisés , el tabernáculo y todos sus vasos ; sus corchetes , sus tablas , sus barras , y sus columnas , y sus basas ;
Y la cubierta de pieles rojas de carneros , y la cubierta de pieles de tejones , y el velo del pabellón ;
El arca del testimonio , y sus varas , y la cubierta ;
La mesa , todos sus vasos , y el pan de la proposición ;
El candelero limpio , sus candilejas , las lámparas que debían mantenerse en orden , y todos sus vasos , y el aceite para la luminaria ;
Y el altar de oro , y el aceite de la unción , y el perfume aromático , y el pabellón para la puerta del tabernáculo ;
El altar de metal , con su enrejado de metal , sus varas , y todos sus vasos ; y la fuente , y su basa ;
Las cortinas del atrio , y sus columnas , y sus basas , y el pabellón para la puerta del atrio , y sus cuerdas , y sus estacas , y todos los vasos del servicio del tabernáculo , del tabernáculo del testimonio ;
Las vestimentas del servicio para ministrar en el santuario , las sagradas vestiduras para Aarón el sacerdote , y las vestiduras de sus hijos , para ministrar en el sacerdocio .
En conformidad á todas las cosas que Jehová había mandado á Moisés , así hicieron los hijos de Israel toda la obra .
Y vió Moisés toda la obra , y he aquí que la habían hecho como Jehová había mandado ; y bendíjolos .
Y JEHOVÁ habló á Moisés , diciendo :
En el primer día del mes primero harás levantar el tabernáculo , el tabernáculo del testimonio :
Y pondrás en él el arca del testimonio , y la cubrirás con el velo :
Y meterás la mesa , y la pondrás en orden : meterás también el candelero , y encenderás sus lámparas :
Y pondrás el altar de oro para el perfume delante del arca del testimonio , y pondrás el pabellón delante de la puerta del tabernáculo .
Después pondrás el altar del holocausto delante de la puerta del tabernáculo , del tabernáculo del testimonio .
Luego pondrás la fuente entre el tabernáculo del testimonio y el altar ; y pondrás agua en ella .
Finalmente pondrás el atrio en derredor , y el pabellón de la puerta del atrio .
Y tomarás el aceite de la unción , y ungirás el tabernáculo , y todo lo que está en él ; y le santificarás con todos sus vasos , y será santo .
Ungirás también el altar del holocausto y todos sus vasos : y santificarás el altar , y será un altar santísimo .
Asimismo ungirás la fuente y su basa , y la santificarás .
Y harás llegar á Aarón y á sus hijos á la puerta del tabernáculo del testimonio , y los lavarás con agua .
Y harás vestir á Aarón las vestiduras sagradas , y lo ungirás , y lo consagrarás , para que sea mi sacerdote .
Después harás llegar sus hijos , y les vestirás las túnicas :
Y los ungirás como ungiste á su padre , y serán mis sacerdotes : y será que su unción les servirá por sacerdocio perpetuo por sus generaciones .
Y Moisés hizo conforme á todo lo que Jehová le mandó ; así lo hizo .
Y así en el día primero del primer mes , en el segundo año , el tabernáculo fué erigido .
Y Moisés hizo levantar el tabernáculo , y asentó sus basas , y colocó sus tablas , y puso sus barras , é hizo alzar sus columnas .
Y extendió la tienda sobre el tabernáculo , y puso la sobrecubierta encima del mismo ; como Jehová había mandado á Moisés .
Y tomó y puso el testimonio dentro del arca , y colocó las varas en el arca , y encima la cubierta sobre el arca :
Y metió el arca en el tabernáculo , y puso el velo de la tienda , y cubrió el arca del testimonio ; como Jehová había mandado á Moisés .
Y puso la mesa en el tabernáculo del testimonio , al lado septentrional del pabellón , fuera del velo :
Y sobre ella puso por orden los panes delante de Jehová , como Jehová había mandado á Moisés .
Y puso el candelero en el tabernáculo del testimonio , enfrente de la mesa , al lado meridional del pabellón .
Y encendió las lámparas delante de Jehová ; como Jehová había mandado á Moisés .
Puso también el altar de oro en el tabernáculo del testimonio , delante del velo :
Y encendió sobre él el perfume aromático ; como Jehová había mandado á Moisés .
Puso asimismo la cortina de la puerta del tabernáculo .
Y colocó el altar del holocausto á la puerta del tabernáculo , del tabernáculo del testimonio ; y ofreció sobre él holocausto y presente ; como Jehová había mandado á Moisés .
Y puso la fuente entre el tabernáculo del testimonio y el altar ; y puso en ella agua para lavar .
Y Moisés y Aarón y sus hijos lavaban en ella sus manos y sus pies .
Cuando entraban en el tabernáculo del testimonio , y cuando se llegaban al altar , se lavaban ; como Jehová había mandado á Moisés .
Finalmente erigió el atrio en derredor del tabernáculo y del altar , y puso la cortina de la puerta del atrio . Y así acabó Moisés la obra .
Entonces una nube cubrió el tabernáculo del testimonio , y la gloria de Jehová hinchió el tabernáculo .
Y no podía Moisés entrar en el tabernáculo del testimonio , porque la nube estaba sobre él , y la gloria de Jehová lo tenía lleno .
Y cuando la nube se alzaba del tabernáculo , los hijos de Israel se movían en todas sus jornadas :
Pero si la nube no se alzaba , no se partían hasta el día en que ella se alzaba .
Porque la nube de Jehová estaba de día sobre el tabernáculo , y el fuego estaba de noche en él , á vista de toda la casa de Israel , en todas sus jornadas .
Y LLAMÓ Jehová á Moisés , y habló con él desde el tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Cuando alguno de entre vosotros ofreciere ofrenda á Jehová , de ganado vacuno ú ovejuno haréis vuestra ofrenda .
Si su ofrenda fuere holocausto de vacas , macho sin tacha lo ofrecerá : de su voluntad lo ofrecerá á la puerta del tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto ; y él lo aceptará para expiarle .
Entonces degollará el becerro en la presencia de Jehová ; y los sacerdotes , hijos de Aarón , ofrecerán la sangre , y la rociarán alrededor sobre el altar , el cual está á la puerta del tabernáculo del testimonio .
Y desollará el holocausto , y lo dividirá en sus piezas .
Y los hijos de Aarón sacerdote pondrán fuego sobre el altar , y compondrán la leña sobre el fuego .
Luego los sacerdotes , hijos de Aarón , acomodarán las piezas , la cabeza y el redaño , sobre la leña que está sobre el fuego , que habrá encima del altar :
Y lavará con agua sus intestinos y sus piernas : y el sacerdote hará arder todo sobre el altar : holocausto es , ofrenda encendida de olor suave á Jehová .
Y si su ofrenda para holocausto fuere de ovejas , de los corderos , ó de las cabras , macho sin defecto lo ofrecerá .
Y ha de degollarlo al lado septentrional del altar delante de Jehová : y los sacerdotes , hijos de Aarón , rociarán su sangre sobre el altar alrededor .
Y lo dividirá en sus piezas , con su cabeza y su redaño ; y el sacerdote las acomodará sobre la leña que está sobre el fuego , que habrá encima del altar ;
Y lavará sus entrañas y sus piernas con agua ; y el sacerdote lo ofrecerá todo , y harálo arder sobre el altar ; holocausto es , ofrenda encendida de olor suave á Jehová .
Y si el holocausto se hubiere de ofrecer á Jehová de aves , presentará su ofrenda de tórtolas , ó de palominos .
Y el sacerdote la ofrecerá sobre el altar , y ha de quitarle la cabeza , y hará que arda en el altar ; y su sangre será exprimida sobre la pared del altar .
Y le ha de quitar el buche y las plumas , lo cual echará junto al altar , hacia el oriente , en el lugar de las cenizas .
Y la henderá por sus alas , mas no la dividirá en dos : y el sacerdote la hará arder sobre el altar , sobre la leña que estará en el fuego ; holocausto es , ofrenda encendida de olor suave á Jehová .
Y CUANDO alguna persona ofreciere oblación de presente á Jehová , su ofrenda será flor de harina , sobre la cual echará aceite , y pondrá sobre ella incienso :
Y la traerá á los sacerdotes , hijos de Aarón ; y de ello tomará el sacerdote su puño lleno de su flor de harina y de su aceite , con todo su incienso , y lo hará arder sobre el altar : ofrenda encendida para recuerdo , de olor suave á Jehová .
Y la sobra del presente será de Aarón y de sus hijos : es cosa santísima de las ofrendas que se queman á Jehová .
Y cuando ofrecieres ofrenda de presente cocida en horno , será de tortas de flor de harina sin levadura , amasadas con aceite , y hojaldres sin levadura untadas con aceite .
Mas si tu presente fuere ofrenda de sartén , será de flor de harina sin levadura , amasada con aceite ,
La cual partirás en piezas , y echarás sobre ella aceite : es presente .
Y si tu presente fuere ofrenda cocida en cazuela , haráse de flor de harina con aceite .
Y traerás á Jehová la ofrenda que se hará de estas cosas , y la presentarás al sacerdote , el cual la llegará al altar .
Y tomará el sacerdote de aquel presente , en memoria del mismo , y harálo arder sobre el altar ; ofrenda encendida , de suave olor á Jehová .
Y lo restante del presente será de Aarón y de sus hijos : es cosa santísima de las ofrendas que se queman á Jehová .
Ningún presente que ofreciereis á Jehová , será con levadura : porque de ninguna cosa leuda , ni de ninguna miel , se ha de quemar ofrenda á Jehová .
En la ofrenda de las primicias las ofreceréis á Jehová : mas no subirán sobre el altar en olor de suavidad .
Y sazonarás toda ofrenda de tu presente con sal ; y no harás que falte jamás de tu presente la sal de la alianza de tu Dios : en toda ofrenda tuya ofrecerás sal .
Y si ofrecieres á Jehová presente de primicias , tostarás al fuego las espigas verdes , y el grano desmenuzado ofrecerás por ofrenda de tus primicias .
Y pondrás sobre ella aceite , y pondrás sobre ella incienso : es presente .
Y el sacerdote hará arder , en memoria del don , parte de su grano desmenuzado , y de su aceite con todo su incienso ; es ofrenda encendida á Jehová .
Y SI su ofrenda fuere sacrificio de paces , si hubiere de ofrecerlo de ganado vacuno , sea macho ó hembra , sin defecto lo ofrecerá delante de Jehová :
Y pondrá su mano sobre la cabeza de su ofrenda , y la degollará á la puerta del tabernáculo del testimonio ; y los sacerdotes , hijos de Aarón , rociarán su sangre sobre el altar en derredor .
Luego ofrecerá del sacrificio de las paces , por ofrenda encendida á Jehová , el sebo que cubre los intestinos , y todo el sebo que está sobre las entrañas ,
Y los dos riñones , y el sebo que está sobre ellos , y sobre los ijares , y con los riñones quitará el redaño que está sobre el hígado .
Y los hijos de Aarón harán arder esto en el altar , sobre el holocausto que estará sobre la leña que habrá encima del fuego ; es ofrenda de olor suave á Jehová .
Mas si de ovejas fuere su ofrenda para sacrificio de paces á Jehová , sea macho ó hembra , ofrecerála sin tacha .
Si ofreciere cordero por su ofrenda , ha de ofrecerlo delante de Jehová :
Y pondrá su mano sobre la cabeza de su ofrenda , y después la degollará delante del tabernáculo del testimonio ; y los hijos de Aarón rociarán su sangre sobre el altar en derredor .
Y del sacrificio de las paces ofrecerá por ofrenda encendida á Jehová , su sebo , y la cola entera , la cual quitará á raíz del espinazo , y el sebo que cubre los intestinos , y todo el sebo que está sobre las entrañas :
Asimismo los dos riñones , y el sebo que está sobre ellos , y el que está sobre los ijares , y con los riñones quitará el redaño de sobre el hígado .
Y el sacerdote hará arder esto sobre el altar ; vianda de ofrenda encendida á Jehová .
Y si fuere cabra su ofrenda ofrecerála delante de Jehová :
Y pondrá su mano sobre la cabeza de ella , y la degollará delante del tabernáculo del testimonio ; y los hijos de Aarón rociarán su sangre sobre el altar en derredor .
Después ofrecerá de ella su ofrenda encendida á Jehová ; el sebo que cubre los intestinos , y todo el sebo que está sobre las entrañas ,
Y los dos riñones , y el sebo que está sobre ellos , y el que está sobre los ijares , y con los riñones quitará el redaño de sobre el hígado .
Y el sacerdote hará arder esto sobre el altar ; es vianda de ofrenda que se quema en olor de suavidad á Jehová : el sebo todo es de Jehová .
Estatuto perpetuo por vuestras edades ; en todas vuestras moradas , ningún sebo ni ninguna sangre comeréis .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , diciendo : Cuando alguna persona pecare por yerro en alguno de los mandamientos de Jehová sobre cosas que no se han de hacer , y obrare contra alguno de ellos ;
Si sacerdote ungido pecare según el pecado del pueblo , ofrecerá á Jehová , por su pecado que habrá cometido , un becerro sin tacha para expiación .
Y traerá el becerro á la puerta del tabernáculo del testimonio delante de Jehová , y pondrá su mano sobre la cabeza del becerro , y lo degollará delante de Jehová .
Y el sacerdote ungido tomará de la sangre del becerro , y la traerá al tabernáculo del testimonio ;
Y mojará el sacerdote su dedo en la sangre , y rociará de aquella sangre siete veces delante de Jehová , hacia el velo del santuario .
Y pondrá el sacerdote de la sangre sobre los cuernos del altar del perfume aromático , que está en el tabernáculo del testimonio delante de Jehová : y echará toda la sangre del becerro al pie del altar del holocausto , que está á la puerta del tabernáculo del testimonio .
Y tomará del becerro para la expiación todo su sebo , el sebo que cubre los intestinos , y todo el sebo que está sobre las entrañas ,
Y los dos riñones , y el sebo que está sobre ellos , y el que está sobre los ijares , y con los riñones quitará el redaño de sobre el hígado ,
De la manera que se quita del buey del sacrificio de las paces : y el sacerdote lo hará arder sobre el altar del holocausto .
Y el cuero del becerro , y toda su carne , con su cabeza , y sus piernas , y sus intestinos , y su estiércol ,
En fin , todo el becerro sacará fuera del campo , á un lugar limpio , donde se echan las cenizas , y lo quemará al fuego sobre la leña : en donde se echan las cenizas será quemado .
Y si toda la congregación de Israel hubiere errado , y el negocio estuviere oculto á los ojos del pueblo , y hubieren hecho algo contra alguno de los mandamientos de Jehová en cosas que no se han de hacer , y fueren culpables ;
Luego que fuere entendido el pecado sobre que delinquieron , la congregación ofrecerá un becerro por expiación , y lo traerán delante del tabernáculo del testimonio .
Y los ancianos de la congregación pondrán sus manos sobre la cabeza del becerro delante de Jehová ; y en presencia de Jehová degollarán aquel becerro .
Y el sacerdote ungido meterá de la sangre del becerro en el tabernáculo del testimonio :
Y mojará el sacerdote su dedo en la misma sangre , y rociará siete veces delante de Jehová hacia el velo .
Y de aquella sangre pondrá sobre los cuernos del altar que está delante de Jehová en el tabernáculo del testimonio , y derramará toda la sangre al pie del altar del holocausto , que está á la puerta del tabernáculo del testimonio .
Y le quitará todo el sebo , y harálo arder sobre el altar .
Y hará de aquel becerro como hizo con el becerro de la expiación ; lo mismo hará de él : así hará el sacerdote expiación por ellos , y obtendrán perdón .
Y sacará el becerro fuera del campamento , y lo quemará como quemó el primer becerro ; expiación de la congregación .
Y cuando pecare el príncipe , é hiciere por yerro algo contra alguno de todos los mandamientos de Jehová su Dios , sobre cosas que no se han de hacer , y pecare ;
Luego que le fuere conocido su pecado en que ha delinquido , presentará por su ofrenda un macho cabrío sin defecto ;
Y pondrá su mano sobre la cabeza del macho cabrío , y lo degollará en el lugar donde se degüella el holocausto delante de Jehová ; es expiación .
Y tomará el sacerdote con su dedo de la sangre de la expiación , y pondrá sobre los cuernos del altar del holocausto , y derramará la sangre al pie del altar del holocausto :
Y quemará todo su sebo sobre el altar , como el sebo del sacrificio de las paces : así hará el sacerdote por él la expiación de su pecado , y tendrá perdón .
Y si alguna persona del común del pueblo pecare por yerro , haciendo algo contra alguno de los mandamientos de Jehová en cosas que no se han de hacer , y delinquiere ;
Luego que le fuere conocido su pecado que cometió , traerá por su ofrenda una hembra de las cabras , una cabra sin defecto , por su pecado que habrá cometido :
Y pondrá su mano sobre la cabeza de la expiación , y la degollará en el lugar del holocausto .
Luego tomará el sacerdote en su dedo de su sangre , y pondrá sobre los cuernos del altar del holocausto , y derramará toda su sangre al pie del altar :
Y le quitará todo su sebo , de la manera que fué quitado el sebo del sacrificio de las paces ; y el sacerdote lo hará arder sobre el altar en olor de suavidad á Jehová : así hará el sacerdote expiación por él , y será perdonado .
Y si trajere cordero para su ofrenda por el pecado , hembra sin defecto traerá :
Y pondrá su mano sobre la cabeza de la expiación , y la degollará por expiación en el lugar donde se degüella el holocausto .
Después tomará el sacerdote con su dedo de la sangre de la expiación , y pondrá sobre los cuernos del altar del holocausto ; y derramará toda la sangre al pie del altar :
Y le quitará todo su sebo , como fué quitado el sebo del sacrificio de las paces , y harálo el sacerdote arder en el altar sobre la ofrenda encendida á Jehová : y le hará el sacerdote expiación de su pecado que habrá cometido , y será perdonado .
Y CUANDO alguna persona pecare , que hubiere oído la voz del que juró , y él fuere testigo que vió , ó supo , si no lo denunciare , él llevará su pecado .
Asimismo la persona que hubiere tocado en cualquiera cosa inmunda , sea cuerpo muerto de bestia inmunda , ó cuerpo muerto de animal inmundo , ó cuerpo muerto de reptil inmundo , bien que no lo supiere , será inmunda y habrá delinquido :
O si tocare á hombre inmundo en cualquiera inmundicia suya de que es inmundo , y no lo echare de ver ; si después llega á saberlo , será culpable .
También la persona que jurare , pronunciando con sus labios hacer mal ó bien , en cualesquiera cosas que el hombre profiere con juramento , y él no lo conociere ; si después lo entiende , será culpado en una de estas cosas .
Y será que cuando pecare en alguna de estas cosas , confesará aquello en que pecó :
Y para su expiación traerá á Jehová por su pecado que ha cometido , una hembra de los rebaños , una cordera ó una cabra como ofrenda de expiación ; y el sacerdote hará expiación por él de su pecado .
Y si no le alcanzare para un cordero , traerá en expiación por su pecado que cometió , dos tórtolas ó dos palominos á Jehová ; el uno para expiación , y el otro para holocausto .
Y ha de traerlos al sacerdote , el cual ofrecerá primero el que es para expiación , y desunirá su cabeza de su cuello , mas no la apartará del todo :
Y rociará de la sangre de la expiación sobre la pared del altar ; y lo que sobrare de la sangre lo exprimirá al pie del altar ; es expiación .
Y del otro hará holocausto conforme al rito ; y hará por él el sacerdote expiación de su pecado que cometió , y será perdonado .
Mas si su posibilidad no alcanzare para dos tórtolas , ó dos palominos , el que pecó traerá por su ofrenda la décima parte de un epha de flor de harina por expiación . No pondrá sobre ella aceite , ni sobre ella pondrá incienso , porque es expiación .
Traerála , pues , al sacerdote , y el sacerdote tomará de ella su puño lleno , en memoria suya , y la hará arder en el altar sobre las ofrendas encendidas á Jehová : es expiación .
Y hará el sacerdote expiación por él de su pecado que cometió en alguna de estas cosas , y será perdonado ; y el sobrante será del sacerdote , como el presente de vianda .
Habló más Jehová á Moisés , diciendo :
Cuando alguna persona cometiere falta , y pecare por yerro en las cosas santificadas á Jehová , traerá su expiación á Jehová , un carnero sin tacha de los rebaños , conforme á tu estimación , en siclos de plata del siclo del santuario , en ofrenda por el pecado :
Y pagará aquello de las cosas santas en que hubiere pecado , y añadirá á ello el quinto , y lo dará al sacerdote : y el sacerdote hará expiación por él con el carnero del sacrificio por el pecado , y será perdonado .
Finalmente , si una persona pecare , ó hiciere alguna de todas aquellas cosas que por mandamiento de Jehová no se han de hacer , aun sin hacerlo á sabiendas , es culpable , y llevará su pecado .
Traerá , pues , al sacerdote por expiación , según tú lo estimes , un carnero sin tacha de los rebaños : y el sacerdote hará expiación por él de su yerro que cometió por ignorancia , y será perdonado .
Es infracción , y ciertamente delinquió contra Jehová .
Y HABLÓ Jehová á Moisés , diciendo :
Cuando una persona pecare , é hiciere prevaricación contra Jehová , y negare á su prójimo lo encomendado , ó dejado en su mano , ó bien robare , ó calumniare á su prójimo ;
O sea que hallando lo perdido , después lo negare , y jurare en falso , en alguna de todas aquellas cosas en que suele pecar el hombre :
Entonces será que , puesto habrá pecado y ofendido , restituirá aquello que robó , ó por el daño de la calumnia , ó el depósito que se le encomendó , ó lo perdido que halló ,
O todo aquello sobre que hubiere jurado falsamente ; lo restituirá , pues , por entero , y añadirá á ello la quinta parte , que ha de pagar á aquel á quien pertenece en el día de su expiación .
Y por su expiación traerá á Jehová un carnero sin tacha de los rebaños , conforme á tu estimación , al sacerdote para la expiación :
Y el sacerdote hará expiación por él delante de Jehová , y obtendrá perdón de cualquiera de todas las cosas en que suele ofender .
Habló aún Jehová á Moisés , diciendo :
Manda á Aarón y á sus hijos diciendo : Esta es la ley del holocausto : ( es holocausto , porque se quema sobre el altar toda la noche hasta la mañana , y el fuego del altar arderá en él : )
El sacerdote se pondrá su vestimenta de lino , y se vestirá pañetes de lino sobre su carne ; y cuando el fuego hubiere consumido el holocausto , apartará él las cenizas de sobre el altar , y pondrálas junto al altar .
Después se desnudará de sus vestimentas , y se pondrá otras vestiduras , y sacará las cenizas fuera del real al lugar limpio .
Y el fuego encendido sobre el altar no ha de apagarse , sino que el sacerdote pondrá en él leña cada mañana , y acomodará sobre él el holocausto , y quemará sobre él los sebos de las paces .
El fuego ha de arder continuamente en el altar ; no se apagará .
Y esta es la ley del presente : Han de ofrecerlo los hijos de Aarón delante de Jehová , delante del altar .
Y tomará de él un puñado de la flor de harina del presente , y de su aceite , y todo el incienso que está sobre el presente , y harálo arder sobre el altar por memoria , en olor suavísimo á Jehová .
Y el sobrante de ella lo comerán Aarón y sus hijos : sin levadura se comerá en el lugar santo ; en el atrio del tabernáculo del testimonio lo comerán .
No se cocerá con levadura : helo dado á ellos por su porción de mis ofrendas encendidas ; es cosa santísima , como la expiación por el pecado , y como la expiación por la culpa .
Todos los varones de los hijos de Aarón comerán de ella . Estatuto perpetuo será para vuestras generaciones tocante á las ofrendas encendidas de Jehová : toda cosa que tocare en ellas será santificada .
Y habló Jehová á Moisés , diciendo :
Esta es la ofrenda de Aarón y de sus hijos , que ofrecerán á Jehová el día que serán ungidos : la décima parte de un epha de flor de harina , presente perpetuo , la mitad á la mañana y la mitad á la tarde .
En sartén se aderezará con aceite ; frita la traerás , y los pedazos cocidos del presente ofrecerás á Jehová en olor de suavidad .
Y el sacerdote que en lugar de Aarón fuere ungido de entre sus hijos , hará la ofrenda ; estatuto perpetuo de Jehová : toda ella será quemada .
Y todo presente de sacerdote será enteramente quemado ; no se comerá .
Y habló Jehová á Moisés , diciendo :
Habla á Aarón y á sus hijos , diciendo : Esta es la ley de la expiación : en el lugar donde será degollado el holocausto , será degollada la expiación por el pecado delante de Jehová : es cosa santísima .
El sacerdote que la ofreciere por expiación , la comerá : en el lugar santo será comida , en el atrio del tabernáculo del testimonio .
Todo lo que en su carne tocare , será santificado ; y si cayere de su sangre sobre el vestido , lavarás aquello sobre que cayere , en el lugar santo .
Y la vasija de barro en que fuere cocida , será quebrada : y si fuere cocida en vasija de metal , será fregada y lavada con agua .
Todo varón de entre los sacerdotes la comerá : es cosa santísima .
Mas no se comerá de expiación alguna , de cuya sangre se metiere en el tabernáculo del testimonio para reconciliar en el santuario : al fuego será quemada .
ASIMISMO esta es la ley de la expiación de la culpa : es cosa muy santa .
En el lugar donde degollaren el holocausto , degollarán la víctima por la culpa ; y rociará su sangre en derredor sobre el altar :
Y de ella ofrecerá todo su sebo , la cola , y el sebo que cubre los intestinos .
Y los dos riñones , y el sebo que está sobre ellos , y el que está sobre los ijares ; y con los riñones quitará el redaño de sobre el hígado .
Y el sacerdote lo hará arder sobre el altar ; ofrenda encendida á Jehová : es expiación de la culpa .
Todo varón de entre los sacerdotes la comerá : será comida en el lugar santo : es cosa muy santa .
Como la expiación por el pecado , así es la expiación de la culpa : una misma ley tendrán : será del sacerdote que habrá hecho la reconciliación con ella .
Y el sacerdote que ofreciere holocausto de alguno , el cuero del holocausto que ofreciere , será para él .
Asimismo todo presente que se cociere en horno , y todo el que fuere aderezado en sartén , ó en cazuela , será del sacerdote que lo ofreciere .
Y todo presente amasado con aceite , y seco , será de todos los hijos de Aarón , tanto al uno como al otro .
Y esta es la ley del sacrificio de las paces , que se ofrecerá á Jehová :
Si se ofreciere en hacimiento de gracias , ofrecerá por sacrificio de hacimiento de gracias tortas sin levadura amasadas con aceite , y hojaldres sin levadura untadas con aceite , y flor de harina frita en tortas amasadas con aceite .
Con tortas de pan leudo ofrecerá su ofrenda en el sacrificio de hacimientos de gracias de sus paces .
Y de toda la ofrenda presentará una parte por ofrenda elevada á Jehová , y será del sacerdote que rociare la sangre de los pacíficos .
Y la carne del sacrificio de sus pacíficos en hacimiento de gracias , se comerá en el día que fuere ofrecida : no dejarán de ella nada para otro día .
Mas si el sacrificio de su ofrenda fuere voto , ó voluntario , el día que ofreciere su sacrificio será comido ; y lo que de él quedare , comerse ha el día siguiente :
Y lo que quedare para el tercer día de la carne del sacrificio , será quemado en el fuego .
Y si se comiere de la carne del sacrificio de sus paces el tercer día , el que lo ofreciere no será acepto , ni le será imputado ; abominación será , y la persona que de él comiere llevará su pecado .
Y la carne que tocare á alguna cosa inmunda , no se comerá ; al fuego será quemada ; mas cualquiera limpio comerá de aquesta carne .
Y la persona que comiere la carne del sacrificio de paces , el cual es de Jehová , estando inmunda , aquella persona será cortada de sus pueblos .
Además , la persona que tocare alguna cosa inmunda , en inmundicia de hombre , ó en animal inmundo , ó en cualquiera abominación inmunda , y comiere la carne del sacrificio de las paces , el cual es de Jehová , aquella persona será cortada de sus pueblos .
Habló aún Jehová á Moisés , diciendo :
Habla á los hijos de Israel , diciendo : Ningún sebo de buey , ni de cordero , ni de cabra , comeréis .
El sebo de animal mortecino , y el sebo del que fué arrebatado de fieras , se aparejará para cualquiera otro uso , mas no lo comeréis .
Porque cualquiera que comiere sebo de animal , del cual se ofrece á Jehová ofrenda encendida , la persona que lo comiere , será cortada de sus pueblos .
Además , ninguna sangre comeréis en todas vuestras habitaciones , así de aves como de bestias .
Cualquiera persona que comiere alguna sangre , la tal persona será cortada de sus pueblos .
Habló más Jehová á Moisés , diciendo :
Habla á los hijos de Israel , diciendo : El que ofreciere sacrificio de sus paces á Jehová , traerá su ofrenda del sacrificio de sus paces á Jehová ;
Sus manos traerán las ofrendas que se han de quemar á Jehová : traerá el sebo con el pecho : el pecho para que éste sea agitado , como sacrificio agitado delante de Jehová ;
Y el sebo lo hará arder el sacerdote en el altar ; mas el pecho será de Aarón y de sus hijos .
Y daréis al sacerdote para ser elevada en ofrenda , la espaldilla derecha de los sacrificios de vuestras paces .
El que de los hijos de Aarón ofreciere la sangre de las paces , y el sebo , de él será en porción la espaldilla derecha ;
Porque he tomado de los hijos de Israel , de los sacrificios de sus paces , el pecho que se agita , y la espaldilla elevada en ofrenda , y lo he dado á Aarón el sacerdote y á sus hijos , por estatuto perpetuo de los hijos de Israel .
Esta es por la unción de Aarón y la unción de sus hijos , la parte de ellos en las ofrendas encendidas á Jehová , desde el día que él los allegó para ser sacerdotes de Jehová :
Lo cual mandó Jehová que les diesen , desde el día que él los ungió de entre los hijos de Israel , por estatuto perpetuo en sus generaciones .
Esta es la ley del holocausto , del presente , de la expiación por el pecado , y de la culpa , y de las consagraciones , y del sacrificio de las paces :
La cual intimó Jehová á Moisés , en el monte de Sinaí , el día que mandó á los hijos de Israel que ofreciesen sus ofrendas á Jehová en el desierto de Sinaí .
Y HABLÓ Jehová á Moisés , diciendo :
Toma á Aarón y á sus hijos con él , y las vestimentas , y el aceite de la unción , y el becerro de la expiación , y los dos carneros , y el canastillo de los ázimos ;
Y reune toda la congregación á la puerta del tabernáculo del testimonio .
Hizo , pues , Moisés como Jehová le mandó , y juntóse la congregación á la puerta del tabernáculo del testimonio .
Y dijo Moisés á la congregación : Esto es lo que Jehová ha mandado hacer .
Entonces Moisés hizo llegar á Aarón y á sus hijos , y lavólos con agua .
Y puso sobre él la túnica , y ciñólo con el cinto ; vistióle después el manto , y puso sobre él el ephod , y ciñólo con el cinto del ephod , y ajustólo con él .
Púsole luego encima el racional , y en él puso el Urim y Thummim .
Después puso la mitra sobre su cabeza ; y sobre la mitra en su frente delantero puso la plancha de oro , la diadema santa ; como Jehová había mandado á Moisés .
Y tomó Moisés el aceite de la unción , y ungió el tabernáculo , y todas las cosas que estaban en él , y santificólas .
Y roció de él sobre el altar siete veces , y ungió el altar y todos sus vasos , y la fuente y su basa , para santificarlos .
Y derramó del aceite de la unción sobre la cabeza de Aarón , y ungiólo para santificarlo .
Después Moisés hizo llegar los hijos de Aarón , y vistióles las túnicas , y ciñólos con cintos , y ajustóles los chapeos ( tiaras ) , como Jehová lo había mandado á Moisés .
Hizo luego llegar el becerro de la expiación , y Aarón y sus hijos pusieron sus manos sobre la cabeza del becerro de la expiación .
Y degollólo ; y Moisés tomó la sangre , y puso con su dedo sobre los cuernos del altar alrededor , y purificó el altar ; y echó la demás sangre al pie del altar , y santificólo para reconciliar sobre él .
Después tomó todo el sebo que estaba sobre los intestinos , y el redaño del hígado , y los dos riñones , y el sebo de ellos , é hízolo Moisés arder sobre el altar .
Mas el becerro , y su cuero , y su carne , y su estiércol , quemólo al fuego fuera del real ; como Jehová lo había mandado á Moisés .
Después hizo llegar el carnero del holocausto , y Aarón y sus hijos pusieron sus manos sobre la cabeza del carnero :
Y degollólo ; y roció Moisés la sangre sobre el altar en derredor .
Y cortó el carnero en trozos ; y Moisés hizo arder la cabeza , y los trozos , y el sebo .
Lavó luego con agua los intestinos y piernas , y quemó Moisés todo el carnero sobre el altar : holocausto en olor de suavidad , ofrenda encendida á Jehová ; como lo había Jehová mandado á Moisés .
Después hizo llegar el otro carnero , el carnero de las consagraciones , y Aarón y sus hijos pusieron sus manos sobre la cabeza del carnero :
Y degollólo ; y tomó Moisés de su sangre , y puso sobre la ternilla de la oreja derecha de Aarón , y sobre el dedo pulgar de su mano derecha , y sobre el dedo pulgar de su pie derecho .
Hizo llegar luego los hijos de Aarón , y puso Moisés de la sangre sobre la ternilla de sus orejas derechas , y sobre los pulgares de sus manos derechas , y sobre los pulgares de sus pies derechos : y roció Moisés la sangre sobre el altar en derredor ;
Y después tomó el sebo , y la cola , y todo el sebo que estaba sobre los intestinos , y el redaño del hígado , y los dos riñones , y el sebo de ellos , y la espaldilla derecha ;
Y del canastillo de los ázimos , que estaba delante de Jehová , tomó una torta sin levadura , y una torta de pan de aceite , y una lasaña , y púsolo con el sebo y con la espaldilla derecha ;
Y púsolo todo en las manos de Aarón , y en las manos de sus hijos , é hízolo mecer : ofrenda agitada delante de Jehová .
Después tomó aquellas cosas Moisés de las manos de ellos , é hízolas arder en el altar sobre el holocausto : las consagraciones en olor de suavidad , ofrenda encendida á Jehová .
Y tomó Moisés el pecho , y meciólo , ofrenda agitada delante de Jehová : del carnero de las consagraciones aquélla fué la parte de Moisés ; como Jehová lo había mandado á Moisés .
Luego tomó Moisés del aceite de la unción , y de la sangre que estaba sobre el altar , y roció sobre Aarón , y sobre sus vestiduras , sobre sus hijos , y sobre las vestiduras de sus hijos con él ; y santificó á Aarón , y sus vestiduras , y á sus hijos , y las vestiduras de sus hijos con él .
Y dijo Moisés á Aarón y á sus hijos : Comed la carne á la puerta del tabernáculo del testimonio ; y comedla allí con el pan que está en el canastillo de las consagraciones , según yo he mandado , diciendo : Aarón y sus hijos la comerán .
Y lo que sobrare de la carne y del pan , habéis de quemarlo al fuego .
De la puerta del tabernáculo del testimonio no saldréis en siete días , hasta el día que se cumplieren los días de vuestras consagraciones : porque por siete días seréis consagrados .
De la manera que hoy se ha hecho , mandó hacer Jehová para expiaros .
A la puerta , pues , del tabernáculo del testimonio estaréis día y noche por siete días , y guardaréis la ordenanza delante de Jehová , para que no muráis ; porque así me ha sido mandado .
Y Aarón y sus hijos hicieron todas las cosas que mandó Jehová por medio de Moisés .
Y FUÉ en el día octavo , que Moisés llamó á Aarón y á sus hijos , y á los ancianos de Israel ;
Y dijo á Aarón : Toma de la vacada un becerro para expiación , y un carnero para holocausto , sin defecto , y ofrécelos delante de Jehová .
Y á los hijos de Israel hablarás , diciendo : Tomad un macho cabrío para expiación , y un becerro y un cordero de un año , sin tacha , para holocausto ;
Asimismo un buey y un carnero para sacrificio de paces , que inmoléis delante de Jehová ; y un presente amasado con aceite : porque Jehová se aparecerá hoy á vosotros .
Y llevaron lo que mandó Moisés delante del tabernáculo del testimonio , y llegóse toda la congregación , y pusiéronse delante de Jehová .
Entonces Moisés dijo : Esto es lo que mandó Jehová ; hacedlo , y la gloria de Jehová se os aparecerá .
Y dijo Moisés á Aarón : Llégate al altar , y haz tu expiación , y tu holocausto , y haz la reconciliación por ti y por el pueblo : haz también la ofrenda del pueblo , y haz la reconciliación por ellos ; como ha mandado Jehová .
Entonces llegóse Aarón al altar ; y degolló su becerro de la expiación que era por él .
Y los hijos de Aarón le trajeron la sangre ; y él mojó su dedo en la sangre , y puso sobre los cuernos del altar , y derramó la demás sangre al pie del altar ;
Y el sebo y riñones y redaño del hígado , de la expiación , hízolos arder sobre el altar ; como Jehová lo había mandado á Moisés .
Mas la carne y el cuero los quemó al fuego fuera del real .
Degolló asimismo el holocausto , y los hijos de Aarón le presentaron la sangre , la cual roció él alrededor sobre el altar .
Presentáronle después el holocausto , á trozos , y la cabeza ; é hízolos quemar sobre el altar .
Luego lavó los intestinos y las piernas , y quemólos sobre el holocausto en el altar .
Ofreció también la ofrenda del pueblo , y tomó el macho cabrío que era para la expiación del pueblo , y degollólo , y lo ofreció por el pecado como el primero .
Y ofreció el holocausto , é hizo según el rito .
Ofreció asimismo el presente , é hinchió de él su mano , y lo hizo quemar sobre el altar , además del holocausto de la mañana .
Degolló también el buey y el carnero en sacrificio de paces , que era del pueblo : y los hijos de Aarón le presentaron la sangre ( la cual roció él sobre el altar alrededor ) ,
Y los sebos del buey ; y del carnero la cola con lo que cubre las entrañas , y los riñones , y el redaño del hígado :
Y pusieron los sebos sobre los pechos , y él quemó los sebos sobre el altar :
Empero los pechos , con la espaldilla derecha , meciólos Aarón por ofrenda agitada delante de Jehová ; como Jehová lo había mandado á Moisés .
Después alzó Aarón sus manos hacia el pueblo y bendíjolos : y descendió de hacer la expiación , y el holocausto , y el sacrificio de las paces .
Y entraron Moisés y Aarón en el tabernáculo del testimonio ; y salieron , y bendijeron al pueblo : y la gloria de Jehová se apareció á todo el pueblo .
Y salió fuego de delante de Jehová , y consumió el holocausto y los sebos sobre el altar ; y viéndolo todo el pueblo , alabaron , y cayeron sobre sus rostros .
Y LOS hijos de Aarón , Nadab y Abiú , tomaron cada uno su incensario , y pusieron fuego en ellos , sobre el cual pusieron perfume , y ofrecieron delante de Jehová fuego extraño , que él nunca les mandó .
Y salió fuego de delante de Jehová que los quemó , y murieron delante de Jehová .
Entonces dijo Moisés á Aarón : Esto es lo que habló Jehová , diciendo : En mis allegados me santificaré , y en presencia de todo el pueblo seré glorificado . Y Aarón calló .
Y llamó Moisés á Misael , y á Elzaphán , hijos de Uzziel , tío de Aarón , y díjoles : Llegaos y sacad á vuestros hermanos de delante del santuario fuera del campo .
Y ellos llegaron , y sacáronlos con sus túnicas fuera del campo , como dijo Moisés .
Entonces Moisés dijo á Aarón , y á Eleazar y á Ithamar , sus hijos : No descubráis vuestras cabezas , ni rasguéis vuestros vestidos , porque no muráis , ni se levante la ira sobre toda la congregación : empero vuestros hermanos , toda la casa de Israel , lamentarán el incendio que Jehová ha hecho .
Ni saldréis de la puerta del tabernáculo del testimonio , porque moriréis ; por cuanto el aceite de la unción de Jehová está sobre vosotros . Y ellos hicieron conforme al dicho de Moisés .
Y Jehová habló á Aarón , diciendo :
Tú , y tus hijos contigo , no beberéis vino ni sidra , cuando hubiereis de entrar en el tabernáculo del testimonio , porque no muráis : estatuto perpetuo por vuestras generaciones ;
Y para poder discernir entre lo santo y lo profano , y entre lo inmundo y lo limpio ;
Y para enseñar á los hijos de Israel todos los estatutos que Jehová les ha dicho por medio de Moisés .
Y Moisés dijo á Aarón , y á Eleazar y á Ithamar , sus hijos que habían quedado : Tomad el presente que queda de las ofrendas encendidas á Jehová , y comedlo sin levadura junto al altar , porque es cosa muy santa .
Habéis , pues , de comerlo en el lugar santo : porque esto es fuero para ti , y fuero para tus hijos , de las ofrendas encendidas á Jehová , pues que así me ha sido mandado .
Comeréis asimismo en lugar limpio , tú y tus hijos y tus hijas contigo , el pecho de la mecida , y la espaldilla elevada , porque por fuero para ti , y fuero para tus hijos , son dados de los sacrificios de las paces de los hijos de Israel .
Con las ofrendas de los sebos que se han de encender , traerán la espaldilla que se ha de elevar , y el pecho que será mecido , para que lo mezas por ofrenda agitada delante de Jehová : y será por fuero perpetuo tuyo , y de tus hijos contigo , como Jehová lo ha mandado .
Y Moisés demandó el macho cabrío de la expiación , y hallóse que era quemado : y enojóse contra Eleazar é Ithamar , los hijos de Aarón que habían quedado , diciendo :
¿ Por qué no comisteis la expiación en el lugar santo ? porque es muy santa , y dióla él á vosotros para llevar la iniquidad de la congregación , para que sean reconciliados delante de Jehová .
Veis que su sangre no fué metida dentro del santuario : habíais de comerla en el lugar santo , como yo mandé .
Y respondió Aarón á Moisés : He aquí hoy han ofrecido su expiación y su holocausto delante de Jehová : pero me han acontecido estas cosas : pues si comiera yo hoy de la expiación , ¿ hubiera sido acepto á Jehová ?
Y cuando Moisés oyó esto , dióse por satisfecho .
Y HABLÓ Jehová á Moisés y á Aarón , diciéndoles :
Hablad á los hijos de Israel , diciendo : Estos son los animales que comeréis de todos los animales que están sobre la tierra .
